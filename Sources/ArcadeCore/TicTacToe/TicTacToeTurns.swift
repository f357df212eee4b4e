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
  /// Moves in the order they were made, as a round records them: 0…8 classic, board × 9 + cell in Ultimate.
  public private(set) var moves: [Int] = []
  public private(set) var status: TicTacToeStatus
  public private(set) var endedAt: Instant?

  /// The turns of a new game; `round` counts the games before it this sitting, for `.alternate`.
  public init(
    variant: TicTacToeVariant, opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove, round: Int, seed: UInt64,
    at now: Instant
  ) {
    self.variant = variant
    self.opponent = opponent
    self.firstMove = firstMove
    self.seed = seed
    openingMark = firstMove.openingMark(round: round)
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
    moves.append(move)
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
}
