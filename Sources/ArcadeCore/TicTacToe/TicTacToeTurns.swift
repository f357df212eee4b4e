/// Whose move it is, the moves so far and how the round ended: the bookkeeping the classic game and Ultimate share.
///
/// The two engines differ only in their boards. Each checks and places a move on its own board and
/// hands the board's state here, so turn order, the end of a round and the recorded round are written once.
public struct TicTacToeTurns: Sendable, Hashable {
  public let variant: TicTacToeVariant
  public let opponent: TicTacToeOpponent
  public let firstMove: TicTacToeFirstMove
  /// The mark that moved first in this game (X unless the computer or second player opened).
  public let openingMark: TicTacToeMark
  /// The seed of the engine's generator, kept here because the recorded round names it.
  public let seed: UInt64
  public let startedAt: Instant
  /// The marks on the board in the order they were made (moves taken back are gone), as a round records them:
  /// 0…8 classic, board × 9 + cell in Ultimate.
  public internal(set) var moves: [Int] = []
  /// When each of `moves` was made, in milliseconds after the start.
  public internal(set) var moveTimes: [Int64] = []
  /// Every move made, undos and the moves they took back included, with its time after the start: what a round's
  /// tape keeps (cells as in `moves`).
  public internal(set) var log: [TimedMove<TicTacToeMove<Int>>] = []
  /// How many times the person took moves back: a round with one is kept but not ranked.
  public internal(set) var undos = 0
  public internal(set) var status: TicTacToeStatus
  public internal(set) var endedAt: Instant?

  /// The turns of a new game; `round` counts the games before it this sitting, for `.alternate`.
  public init(
    variant: TicTacToeVariant, opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove, round: Int, seed: UInt64,
    at now: Instant
  ) {
    self.init(
      variant: variant, opponent: opponent, firstMove: firstMove, openingMark: firstMove.openingMark(round: round), seed: seed,
      at: now)
  }

  /// The turns of a game opened by `openingMark`: a replay knows who opened, not how many games came before.
  init(
    variant: TicTacToeVariant, opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove, openingMark: TicTacToeMark,
    seed: UInt64, at now: Instant
  ) {
    self.variant = variant
    self.opponent = opponent
    self.firstMove = firstMove
    self.seed = seed
    self.openingMark = openingMark
    status = .playing(next: openingMark)
    startedAt = now
  }

  /// True when the next move is the computer's.
  public var isComputersTurn: Bool { opponent.isComputer && status.next == .o }

  /// Why the computer may not move now, nil when it is to move.
  public var computersRefusal: TicTacToeRefusal? {
    isComputersTurn ? nil : status.isOver ? .gameOver : .humansTurn
  }

  /// Counts a move `mark` has just made on the board, which is left in `state`, and ends the round if that is decided.
  public mutating func record(_ move: Int, by mark: TicTacToeMark, leaving state: TicTacToeBoardState, at now: Instant)
    -> TicTacToeMoveResult
  {
    let now = inOrder(now)
    moves.append(move)
    moveTimes.append(now.milliseconds(since: startedAt))
    let computers = opponent.isComputer && mark == .o
    log.append(TimedMove(computers ? .computer(move) : .place(move), at: now.milliseconds(since: startedAt)))
    switch state {
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

  /// `now`, or the last move's time if the clock was read backwards: a move must not go before the start or the move
  /// before it (an undo included), for a tape keeps times in order and its replay must end when the game did.
  func inOrder(_ now: Instant) -> Instant {
    max(now, startedAt.advanced(byMilliseconds: log.last?.milliseconds ?? 0))
  }

  /// The mark that made the move at `index` of `moves`: marks alternate from the opening one.
  public func mark(at index: Int) -> TicTacToeMark { index % 2 == 0 ? openingMark : openingMark.opponent }
}
