/// A game of Ultimate: the nine small boards, the moves in order, the opponent and the outcome.
///
/// As in the classic game the human is X and O is the computer or a second person; the
/// computer's choices come from a generator seeded with `seed`, and Hard's search is bounded
/// by a number of playouts, not by time, so the same seed and moves give the same game.
public struct UltimateGame: Sendable {
  public let opponent: TicTacToeOpponent
  public let firstMove: TicTacToeFirstMove
  public let openingMark: TicTacToeMark
  public let seed: UInt64
  /// Playouts Hard runs per move.
  public let hardPlayouts: Int
  public private(set) var board = UltimateBoard()
  public private(set) var moves: [UltimateMove] = []
  public private(set) var status: TicTacToeStatus
  public let startedAt: Instant
  public private(set) var endedAt: Instant?
  private var generator: SeededGenerator

  public init(
    opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove = .human, round: Int = 0, seed: UInt64, at now: Instant,
    hardPlayouts: Int = UltimateSearch.standardPlayouts
  ) {
    self.opponent = opponent
    self.firstMove = firstMove
    self.seed = seed
    self.hardPlayouts = hardPlayouts
    openingMark = firstMove.openingMark(round: round)
    status = .playing(next: openingMark)
    startedAt = now
    generator = SeededGenerator(seed: seed)
  }

  public var isComputersTurn: Bool { opponent.isComputer && status.next == .o }

  /// A person's move; refused while the computer is to move, or where the rules do not allow it.
  public mutating func play(_ move: UltimateMove, at now: Instant) -> TicTacToeMoveResult {
    if isComputersTurn { return .refused(.computersTurn) }
    return place(move, at: now)
  }

  /// The computer's answer, chosen by its strength.
  public mutating func playComputerMove(at now: Instant) -> TicTacToeMoveResult {
    guard isComputersTurn else { return .refused(status.isOver ? .gameOver : .humansTurn) }
    let move = UltimateComputer(opponent, playouts: hardPlayouts).move(on: board, as: .o, using: &generator)
    return place(move, at: now)
  }

  private mutating func place(_ move: UltimateMove, at now: Instant) -> TicTacToeMoveResult {
    guard let mark = status.next else { return .refused(.gameOver) }
    if let refusal = board.refusal(of: move) { return .refused(refusal) }
    board.place(mark, at: move)
    moves.append(move)
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
