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
}
