/// The up-to-eight neighbours of every cell of a board, as flat indices, computed once per board.
struct MinefieldNeighbourhood: Sendable {
  let rows: Int
  let columns: Int
  /// Eight slots per cell; unused slots hold -1.
  let table: [Int32]
  let degree: [UInt8]

  init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
    var table = Array(repeating: Int32(-1), count: rows * columns * 8)
    var degree = Array(repeating: UInt8(0), count: rows * columns)
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = row * columns + column
        var slot = cell * 8
        for dr in -1...1 {
          for dc in -1...1 where dr != 0 || dc != 0 {
            let r = row + dr
            let c = column + dc
            if r >= 0 && r < rows && c >= 0 && c < columns {
              table[slot] = Int32(r * columns + c)
              slot += 1
            }
          }
        }
        degree[cell] = UInt8(slot - cell * 8)
      }
    }
    self.table = table
    self.degree = degree
  }

  @inline(__always)
  func forEach(of cell: Int, _ body: (Int) -> Void) {
    let base = cell * 8
    for slot in base..<(base + Int(degree[cell])) { body(Int(table[slot])) }
  }
}
