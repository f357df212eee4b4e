/// Where the mines lie on one board, with each cell's count of neighbouring mines and its 3BV.
public struct Minefield: Hashable, Sendable {
  public let rows: Int
  public let columns: Int
  /// Row by row: true where a mine lies.
  let mineCells: [Bool]
  /// Row by row: how many of the up-to-eight neighbours hold a mine.
  let counts: [UInt8]
  /// The number of mines on the board.
  public let mineCount: Int
  /// The fewest left clicks that clear the board (Bechtel's Board Benchmark Value).
  public let threeBV: Int

  /// A board with mines exactly at `mines`; hand-made boards (tests, fixtures) and generated ones alike.
  public init(rows: Int, columns: Int, mines: [Position]) {
    precondition(rows > 0 && columns > 0, "a minefield needs at least one cell")
    var cells = Array(repeating: false, count: rows * columns)
    for mine in mines {
      precondition(mine.row >= 0 && mine.row < rows && mine.column >= 0 && mine.column < columns, "mine off the board")
      cells[mine.row * columns + mine.column] = true
    }
    self.init(rows: rows, columns: columns, mineCells: cells)
  }

  init(rows: Int, columns: Int, mineCells: [Bool]) {
    self.rows = rows
    self.columns = columns
    self.mineCells = mineCells
    let neighbourhood = MinefieldNeighbourhood(rows: rows, columns: columns)
    var counts = Array(repeating: UInt8(0), count: rows * columns)
    var mineCount = 0
    for cell in 0..<(rows * columns) where mineCells[cell] {
      mineCount += 1
      neighbourhood.forEach(of: cell) { counts[$0] += 1 }
    }
    self.counts = counts
    self.mineCount = mineCount
    threeBV = Minefield.threeBV(mineCells: mineCells, counts: counts, neighbourhood: neighbourhood)
  }

  public var cellCount: Int { rows * columns }

  public func contains(_ position: Position) -> Bool {
    position.row >= 0 && position.row < rows && position.column >= 0 && position.column < columns
  }

  public func isMine(_ position: Position) -> Bool { mineCells[index(position)] }

  /// Mines among the up-to-eight neighbours of a cell.
  public func adjacentMines(_ position: Position) -> Int { Int(counts[index(position)]) }

  /// Every mine, row by row.
  public var minePositions: [Position] {
    (0..<cellCount).filter { mineCells[$0] }.map(position)
  }

  func index(_ position: Position) -> Int { position.row * columns + position.column }

  func position(_ index: Int) -> Position { Position(row: index / columns, column: index % columns) }

  /// Openings (8-connected regions of empty cells) plus numbered cells that touch no opening.
  static func threeBV(mineCells: [Bool], counts: [UInt8], neighbourhood: MinefieldNeighbourhood) -> Int {
    let cellCount = mineCells.count
    var covered = Array(repeating: false, count: cellCount)
    var stack: [Int] = []
    var clicks = 0
    for start in 0..<cellCount where !mineCells[start] && counts[start] == 0 && !covered[start] {
      clicks += 1
      covered[start] = true
      stack.append(start)
      while let cell = stack.popLast() {
        guard counts[cell] == 0 else { continue }
        neighbourhood.forEach(of: cell) { next in
          if !covered[next] {
            covered[next] = true
            stack.append(next)
          }
        }
      }
    }
    for cell in 0..<cellCount where !mineCells[cell] && !covered[cell] { clicks += 1 }
    return clicks
  }
}
