/// A TicTacToe engine, classic or Ultimate: its own board, the shared turns, and the computer's move.
///
/// What is read from the turns is given here once, so both engines answer `status`, `seed` and
/// `finishedRound` alike, and one screen can drive either through `apply`.
public protocol TicTacToeEngine: RecordableGame, RecordedGame, Sendable
where Move == TicTacToeMove<Cell>, MoveOutcome == TicTacToeMoveResult, Deal == TicTacToeDeal {
  /// What a mark is placed on: a cell 0…8 of the classic board, a cell of a small board in Ultimate.
  associatedtype Cell: Hashable & Sendable
  /// A new game; `round` counts the games before it this sitting, for `.alternate`.
  init(opponent: TicTacToeOpponent, firstMove: TicTacToeFirstMove, round: Int, seed: UInt64, at now: Instant)
  /// Whose move, the moves in order and the outcome.
  var turns: TicTacToeTurns { get }
  /// The move the computer makes now, chosen by its strength (its generator moves on), to be applied; nil unless it is
  /// the computer's move.
  mutating func chooseComputerMove() -> TicTacToeMove<Cell>?
}

extension TicTacToeEngine {
  public var opponent: TicTacToeOpponent { turns.opponent }
  public var firstMove: TicTacToeFirstMove { turns.firstMove }
  /// The mark that moved first in this game (X unless the computer or second player opened).
  public var openingMark: TicTacToeMark { turns.openingMark }
  public var seed: UInt64 { turns.seed }
  public var status: TicTacToeStatus { turns.status }
  public var startedAt: Instant { turns.startedAt }
  public var endedAt: Instant? { turns.endedAt }
  /// True when the next move is the computer's (apply `chooseComputerMove()`).
  public var isComputersTurn: Bool { turns.isComputersTurn }
  /// The finished game for the store; nil while it is being played.
  public var finishedRound: FinishedRound? { turns.finishedRound }

  // MARK: Recording, the same for both boards

  public static var gameID: GameID { .tictactoe }
  public static var tapeFormat: UInt8 { 1 }
  public var tapeOrigin: Instant? { startedAt }
  /// Dealt when the game is made: never nil.
  public var deal: TicTacToeDeal? { turns.deal }
  public static func isRefusal(_ outcome: TicTacToeMoveResult) -> Bool { outcome.isRefusal }
}
