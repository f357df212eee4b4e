/// How far a round has gone, as a race shows it beside the other side's: a few words at two lengths, and whether the
/// round has ended.
public struct RaceProgress: Hashable, Sendable {
  /// "31/71 cleared · 4 flagged", "question 4/10 · 30 points".
  public var summary: String
  /// The same for a narrow terminal: "31/71", "4/10 · 30".
  public var short: String
  public var isOver: Bool

  public init(summary: String, short: String, isOver: Bool) {
    (self.summary, self.short, self.isOver) = (summary, short, isOver)
  }
}

/// A game whose rounds can be raced: it says how far a round has gone, in its own words.
public protocol RaceTracked {
  var raceProgress: RaceProgress { get }
}
