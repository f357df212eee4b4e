/// How the computer picks a cell on a 3×3 board at each strength of the classic game.
public struct TicTacToeComputer: Sendable {
  public let opponent: TicTacToeOpponent

  public init(_ opponent: TicTacToeOpponent) { self.opponent = opponent }

  /// The cell the computer takes on a board that is still open, playing `mark`.
  public func move(on board: TicTacToeBoard, as mark: TicTacToeMark, using generator: inout SeededGenerator) -> Int {
    switch opponent {
    case .easy, .twoPlayers: generator.element(of: board.freeCells)
    case .normal, .hard: Self.normalMove(on: board, as: mark, using: &generator)
    case .perfect: TicTacToeSolution.solved.bestMove(on: board, as: mark, using: &generator)
    }
  }

  /// The original app's rule: its own win, else a block, else the centre, else a random free cell;
  /// lines are looked at in the fixed order, so the first of two wins (or blocks) is the one taken.
  public static func normalMove(on board: TicTacToeBoard, as mark: TicTacToeMark, using generator: inout SeededGenerator) -> Int {
    if let win = board.completingCell(for: mark) { return win }
    if let block = board.completingCell(for: mark.opponent) { return block }
    if board.isFree(4) { return 4 }
    return generator.element(of: board.freeCells)
  }
}
