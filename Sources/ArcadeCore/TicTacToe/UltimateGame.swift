/// A game of Ultimate: the nine small boards, the moves in order, the opponent and the outcome.
///
/// As in the classic game the human is X and O is the computer or a second person; the
/// computer's choices come from a generator seeded with `seed`, and Hard's search is bounded
/// by a number of playouts, not by time, so the same seed and moves give the same game.
public struct UltimateGame: TicTacToeEngine {
  /// Playouts Hard runs per move.
  public let hardPlayouts: Int
  public internal(set) var board = UltimateBoard()
  public internal(set) var turns: TicTacToeTurns
  var generator: SeededGenerator
  /// The computer's replies this generator has chosen: fewer than the board holds after a replay, which places them
  /// without searching (`chosenReply()` catches up).
  var chosenReplies = 0

  /// A new game with Hard's standard search; `round` counts the games before it this sitting, for `.alternate`.
  public init(opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove = .human, round: Int = 0, seed: UInt64, at now: Instant) {
    self.init(
      opponent: opponent, firstMove: firstMove, round: round, seed: seed, at: now, hardPlayouts: UltimateSearch.standardPlayouts)
  }

  public init(
    opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove, round: Int, seed: UInt64, at now: Instant, hardPlayouts: Int
  ) {
    self.hardPlayouts = hardPlayouts
    turns = TicTacToeTurns(variant: .ultimate, opponent: opponent, firstMove: firstMove, round: round, seed: seed, at: now)
    generator = SeededGenerator(seed: seed)
  }

  /// An Ultimate game on `deal` with Hard's standard search, its clock at zero, ready for its first move.
  public init(replaying deal: TicTacToeDeal, at origin: Instant) {
    hardPlayouts = UltimateSearch.standardPlayouts
    turns = TicTacToeTurns(replaying: deal, variant: .ultimate, at: origin)
    generator = SeededGenerator(seed: deal.seed)
  }

  /// The cells taken, in order; the turns keep them as indices, the form a round records.
  public var cellsTaken: [UltimateMove] { turns.moves.map(UltimateMove.init(index:)) }

  public mutating func chooseComputerMove() -> TicTacToeMove<UltimateMove>? {
    turns.computersRefusal == nil ? .computer(chosenReply()) : nil
  }

  mutating func computersCell() -> UltimateMove {
    UltimateComputer(opponent, playouts: hardPlayouts).move(on: board, as: .o, using: &generator)
  }

  mutating func place(_ move: UltimateMove, at now: Instant) -> TicTacToeMoveResult {
    guard let mark = status.next else { return .refused(.gameOver) }
    if let refusal = board.refusal(of: move) { return .refused(refusal) }
    board.place(mark, at: move)
    return turns.record(move.index, by: mark, leaving: board.state, at: now)
  }

  /// This game as dealt, before its first move, with the same computer.
}
