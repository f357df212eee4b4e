/// A move in Ultimate: a cell (0…8) of a small board (0…8), both numbered row by row from the top-left.
public struct UltimateMove: Sendable, Hashable, Codable {
  public var board: Int
  public var cell: Int

  public init(board: Int, cell: Int) {
    self.board = board
    self.cell = cell
  }

  /// 0…80, board by board: how a round's moves are stored.
  public var index: Int { board * 9 + cell }

  public init(index: Int) {
    self.init(board: index / 9, cell: index % 9)
  }

  /// The cell at a row and column (0…8) of the whole nine-by-nine grid.
  public init(row: Int, column: Int) {
    self.init(board: row / 3 * 3 + column / 3, cell: row % 3 * 3 + column % 3)
  }

  /// Its row and column in the whole nine-by-nine grid, as the cursor walks it.
  public var row: Int { board / 3 * 3 + cell / 3 }
  public var column: Int { board % 3 * 3 + cell % 3 }
}
