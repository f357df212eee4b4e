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
  /// The board a tape of this engine is on: its deals say so, and its cells are numbered `0..<cellCount`.
  static var variant: TicTacToeVariant { get }
  /// A cell by its number on the tape, and back.
  static func cell(number: Int) -> Cell
  static func number(of cell: Cell) -> Int
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

  /// Every move that was made, with its time after the start: the turns keep them, whichever call made them.
  public var moves: [TimedMove<TicTacToeMove<Cell>>] { turns.timedMoves(Self.cell(number:)) }

  // MARK: Tape, the same for both boards but for the variant and how cells are numbered

  public static func write(_ deal: TicTacToeDeal, to tape: inout TapeWriter) { deal.write(to: &tape) }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> TicTacToeDeal {
    try TicTacToeDeal.read(from: &tape, variant: variant)
  }

  public static func write(_ move: TicTacToeMove<Cell>, to tape: inout TapeWriter) { move.write(to: &tape, number: number(of:)) }

  public static func readMove(from tape: inout TapeReader, on deal: TicTacToeDeal) throws(TapeError) -> TicTacToeMove<Cell> {
    try TicTacToeMove.read(from: &tape, cells: variant == .classic ? TicTacToeBoard.cellCount : 81, on: deal, cell: cell(number:))
  }
}
