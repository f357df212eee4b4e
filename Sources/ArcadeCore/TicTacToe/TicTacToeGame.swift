/// A classic 3×3 game: the board, the moves in order, the opponent and the outcome.
///
/// The human is X; O is the computer or, with two players, the second person. The computer's
/// random choices come from a generator seeded with `seed`, so the same human moves meet the
/// same answers. Time comes in as `Instant`s.
public struct TicTacToeGame: Sendable {
  public let opponent: TicTacToeOpponent
  public let firstMove: TicTacToeFirstMove
  /// The mark that moved first in this game (X unless the computer or second player opened).
  public let openingMark: TicTacToeMark
  public let seed: UInt64
  public private(set) var board = TicTacToeBoard()
  /// Cells in the order they were taken, starting with `openingMark`'s.
  public private(set) var moves: [Int] = []
  public private(set) var status: TicTacToeStatus
  public let startedAt: Instant
  public private(set) var endedAt: Instant?
  private var generator: SeededGenerator

  /// A new game; `round` counts the games before it this sitting, for `.alternate`.
  public init(opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove = .human, round: Int = 0, seed: UInt64, at now: Instant) {
    self.opponent = opponent
    self.firstMove = firstMove
    self.seed = seed
    openingMark = firstMove.openingMark(round: round)
    status = .playing(next: openingMark)
    startedAt = now
    generator = SeededGenerator(seed: seed)
  }

  /// True when the next move is the computer's (call `playComputerMove`).
  public var isComputersTurn: Bool { opponent.isComputer && status.next == .o }

  /// A person's move on a cell (0…8, row by row); refused while the computer is to move.
  public mutating func play(_ cell: Int, at now: Instant) -> TicTacToeMoveResult {
    if isComputersTurn { return .refused(.computersTurn) }
    return place(cell, at: now)
  }

  /// The computer's answer, chosen by its strength.
  public mutating func playComputerMove(at now: Instant) -> TicTacToeMoveResult {
    guard isComputersTurn else { return .refused(status.isOver ? .gameOver : .humansTurn) }
    let cell = TicTacToeComputer(opponent).move(on: board, as: .o, using: &generator)
    return place(cell, at: now)
  }

  private mutating func place(_ cell: Int, at now: Instant) -> TicTacToeMoveResult {
    guard let mark = status.next else { return .refused(.gameOver) }
    guard (0..<9).contains(cell) else { return .refused(.offBoard) }
    guard board.isFree(cell) else { return .refused(.occupied) }
    board.place(mark, at: cell)
    moves.append(cell)
    switch board.state {
    case .open:
      status = .playing(next: mark.opponent)
      return .placed(next: mark.opponent)
    case .won(let winner, let line):
      status = .won(winner, line: line)
      endedAt = now
      return .won(winner, line: line)
    case .drawn:
      status = .drawn
      endedAt = now
      return .drawn
    }
  }
}
