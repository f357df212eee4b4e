import Foundation

/// One game as the core states it once: the engines its tapes replay with, the bounds of its details, its boards, its
/// daily and how a day ranks. The verifier, the stores' bounds, the daily and the day's boards go through it; a game is added
/// by its definition in `GameDefinitions` and its entry in the front end, and nothing else names it.
public struct GameDefinition: Sendable {
  public let id: GameID
  /// The engines whose tapes are this game's rounds, tried in order (TicTacToe: the classic board, then Ultimate).
  let engines: [RecordedEngine]
  /// Whether details JSON holds values this game's engine produces (details that do not decode are left to the columns).
  let detailsFit: @Sendable (String) -> Bool
  /// The game's daily; nil for a game without one.
  public let daily: DailyDefinition?
  /// The game's boards, from content loaded once (a changed word list or theme has boards of its own).
  public let boards: @Sendable (ContentLibrary) -> GameBoards
  /// The fastest a person plays it; nil where pace is not what a round is ranked by (TicTacToe).
  public let pace: HumanPace?

  public init<Details: BoundedDetails>(
    id: GameID, engines: [RecordedEngine], details: Details.Type, daily: DailyDefinition? = nil, pace: HumanPace? = nil,
    boards: @escaping @Sendable (ContentLibrary) -> GameBoards
  ) {
    self.pace = pace
    self.id = id
    self.engines = engines
    self.detailsFit = { Details.fits($0) }
    self.daily = daily
    self.boards = boards
  }

  /// The finished round a tape replays to with this game's engines, on the deal it carries; each engine reads only
  /// its own tapes, so a tape one cannot read is tried with the next.
  public func replayed(_ tape: [UInt8]) throws(RoundRefusal) -> FinishedRound {
    try firstReading { engine throws(RoundRefusal) in try engine.replay(tape) }
  }

  /// The same once its deal is re-dealt from its seed and options (and `content` where the deal needs it): a deal that
  /// is not the seed's is refused, whatever its moves give.
  public func verified(_ tape: [UInt8], content: ContentLibrary?) throws(RoundRefusal) -> FinishedRound {
    try redealt(tape, content: content).round
  }

  /// `verified(_:content:)` with what re-dealing found: `.contentNotHere` when the round was checked on its own deal.
  public func redealt(_ tape: [UInt8], content: ContentLibrary?) throws(RoundRefusal) -> (round: FinishedRound, deal: DealCheck) {
    try firstReading { engine throws(RoundRefusal) in try engine.verify(tape, content) }
  }

  private func firstReading<Result>(_ body: (RecordedEngine) throws(RoundRefusal) -> Result) throws(RoundRefusal) -> Result {
    var refusal = RoundRefusal.unreadable("no engine of \(id)")
    for engine in engines {
      do {
        return try body(engine)
      } catch {
        guard case .unreadable = error else { throw error }
        refusal = error
      }
    }
    throw refusal
  }

  /// Whether a tape is `variant`'s daily: dealt from the day's seed with the daily's options, its moves keeping to it.
  public func isDaily(_ tape: [UInt8], of variant: DailyVariant) -> Bool {
    guard daily != nil else { return false }
    return engines.lazy.compactMap { $0.daily(tape, variant) }.first ?? false
  }

  /// A tape's deal and moves apart from their times; nil when no engine of this game reads it.
  public func play(of tape: [UInt8]) -> RoundPlay? {
    engines.lazy.compactMap { $0.play(tape) }.first
  }

  /// Whether a tape's deal, ended or not (a race's opening), is the one its seed deals; nil when no engine reads it.
  public func dealCheck(of tape: [UInt8], content: ContentLibrary?) -> DealCheck? {
    engines.lazy.compactMap { $0.deal(tape, content) }.first
  }

  /// A tape as a race reads it (its opening, and how far it had gone at any time); nil when no engine of this game
  /// reads it or the game cannot be raced.
  public func raceTrack(of tape: [UInt8]) -> RaceTrack? {
    engines.lazy.compactMap { $0.track(tape) }.first
  }

  /// Whether a round's details are within what this game's engine writes.
  public func detailsAreWithinBounds(_ json: String) -> Bool { detailsFit(json) }
}
