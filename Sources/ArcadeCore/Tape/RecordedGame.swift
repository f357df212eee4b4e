/// A game whose rounds are kept as what was dealt and every move made, so a round can be resumed, watched
/// and checked: the same deal and moves always give the same round.
public protocol RecordedGame: Sendable {
  /// What was dealt, as a value: a later version that deals differently from the same seed still replays it.
  associatedtype Deal: Hashable & Sendable
  /// A move in the game's own words; the engine changes only through `apply`.
  associatedtype Move: Hashable & Sendable
  /// What a move did.
  associatedtype MoveOutcome

  static var gameID: GameID { get }
  /// The number of this game's tape format; a new one is a new number, and old ones stay readable.
  static var tapeFormat: UInt8 { get }

  /// A game that deals `deal`, ready for its first move; its clock's zero (the deal, or the first move for a game
  /// whose clock starts then) is `origin`, so a resumed round continues on the clock of the screen that resumes it.
  init(replaying deal: Deal, at origin: Instant)
  /// The instant this game's tape times count from; nil before it (a game whose clock starts at its first move).
  var tapeOrigin: Instant? { get }
  /// The seed the round was dealt from (a chosen one keeps a round off the boards, resumed or not).
  var seed: UInt64 { get }
  /// What was dealt; nil before the deal (Minesweeper deals at the first reveal).
  var deal: Deal? { get }
  /// The moves that changed the game, in order, with their times.
  var moves: [TimedMove<Move>] { get }
  /// Plays one move at `now`: the one way a game changes.
  @discardableResult
  mutating func apply(_ move: Move, at now: Instant) -> MoveOutcome
  /// True when `outcome` is a move refused by the rules (a replay of it is not a legal round).
  static func isRefusal(_ outcome: MoveOutcome) -> Bool

  /// Whether `tape`'s deal is the one this version's dealer deals from its seed and options (its moves played on a
  /// fresh deal where dealing depends on them, a computer's replies recomputed), with `content` where the deal comes
  /// from content: what makes a tape's deal believed, never the tape itself.
  static func redeal(_ tape: RoundTape<Self>, content: ContentLibrary?) -> DealCheck
  /// How many of a tape's first moves a race deals both sides with (`RaceTrack`): none by default.
  static func openingMoves(of tape: RoundTape<Self>) -> Int

  static func write(_ deal: Deal, to tape: inout TapeWriter)
  static func readDeal(from tape: inout TapeReader) throws(TapeError) -> Deal
  static func write(_ move: Move, to tape: inout TapeWriter)
  /// Reads one move of a game on `deal` (positions are checked against its board).
  static func readMove(from tape: inout TapeReader, on deal: Deal) throws(TapeError) -> Move
}

extension RecordedGame {
  /// A game that deals `deal` on a clock whose zero is `Instant.zero`: a replay, a check.
  public init(replaying deal: Deal) { self.init(replaying: deal, at: .zero) }

  /// Milliseconds on this game's tape clock at `now`: where a resumed round takes its clock up again.
  public func tapeMilliseconds(at now: Instant) -> Int64 {
    guard let origin = tapeOrigin else { return 0 }
    return max(moves.last?.milliseconds ?? 0, now.milliseconds(since: origin))
  }
}
