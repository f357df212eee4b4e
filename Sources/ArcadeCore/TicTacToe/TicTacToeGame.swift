/// A classic 3×3 game: the board, the moves in order, the opponent and the outcome.
///
/// The human is X; O is the computer or, with two players, the second person. The computer's
/// random choices come from a generator seeded with `seed`, so the same human moves meet the
/// same answers. Time comes in as `Instant`s.
public struct TicTacToeGame: TicTacToeEngine {
  public internal(set) var board = TicTacToeBoard()
  public internal(set) var turns: TicTacToeTurns
  var generator: SeededGenerator
  /// The computer's replies this generator has chosen: fewer than the board holds after a replay, which places them
  /// without searching (`chosenReply()` catches up).
  var chosenReplies = 0

  /// A new game; `round` counts the games before it this sitting, for `.alternate`.
  public init(opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove = .human, round: Int = 0, seed: UInt64, at now: Instant) {
    turns = TicTacToeTurns(variant: .classic, opponent: opponent, firstMove: firstMove, round: round, seed: seed, at: now)
    generator = SeededGenerator(seed: seed)
  }

  /// A classic game on `deal`, its clock at zero, ready for its first move.
  public init(replaying deal: TicTacToeDeal, at origin: Instant) {
    turns = TicTacToeTurns(replaying: deal, variant: .classic, at: origin)
    generator = SeededGenerator(seed: deal.seed)
  }

  /// Cells in the order they were taken, starting with `openingMark`'s.
  public var cellsTaken: [Int] { turns.moves }

  public mutating func chooseComputerMove() -> TicTacToeMove<Int>? {
    turns.computersRefusal == nil ? .computer(chosenReply()) : nil
  }

  mutating func computersCell() -> Int {
    TicTacToeComputer(opponent).move(on: board, as: .o, using: &generator)
  }

  /// A cell is 0…8, row by row.
  mutating func place(_ cell: Int, at now: Instant) -> TicTacToeMoveResult {
    guard let mark = status.next else { return .refused(.gameOver) }
    guard (0..<9).contains(cell) else { return .refused(.offBoard) }
    guard board.isFree(cell) else { return .refused(.occupied) }
    board.place(mark, at: cell)
    return turns.record(cell, by: mark, leaving: board.state, at: now)
  }

  /// This game as dealt, before its first move, with the same computer.
}
