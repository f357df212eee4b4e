/// A game's daily as the core states it: what it is called, how a day ranks, and the strip its share line shows.
///
/// Which deals are the day's is each engine's `DailyRule`; how a day is dealt on screen is the front end's, from it.
public struct DailyDefinition: Sendable {
  /// What the game's daily is, in a few words for the Daily screen ("Intermediate, guess-free").
  public var title: String
  public var ranking: DailyRanking
  /// The marks a round's share line shows, read from its tape (nothing in them tells the deal); none by default.
  let strip: @Sendable ([UInt8]) -> [DailyMark]

  public init(title: String, ranking: DailyRanking, strip: @escaping @Sendable ([UInt8]) -> [DailyMark] = { _ in [] }) {
    self.title = title
    self.ranking = ranking
    self.strip = strip
  }

  /// The marks of a round; empty for a round without moves.
  public func marks(of round: PlayedRound) -> [DailyMark] {
    round.tape.map { strip(Array($0)) } ?? []
  }
}
