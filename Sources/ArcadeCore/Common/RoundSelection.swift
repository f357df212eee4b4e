/// Which stored rounds a leaderboard draws from; the store turns it into one indexed query.
public struct RoundSelection: Sendable, Hashable {
  /// The order the store returns rounds in, before `limit` applies.
  public enum Order: Sendable, Hashable {
    case newestFirst
    case scoreDescending
    case durationAscending
  }

  public var game: GameID
  /// Only rounds of this variant; nil takes every variant.
  public var variant: String?
  /// Only rounds with one of these outcomes; empty takes every outcome.
  public var outcomes: Set<RoundOutcome>
  /// Leave out rounds that have no end time.
  public var completedOnly: Bool
  /// Leave out rounds played with help (hints), which do not compete for top places.
  public var unassistedOnly: Bool
  public var order: Order
  public var limit: Int

  public init(
    game: GameID, variant: String? = nil, outcomes: Set<RoundOutcome> = [], completedOnly: Bool = true,
    unassistedOnly: Bool = false, order: Order, limit: Int
  ) {
    self.game = game
    self.variant = variant
    self.outcomes = outcomes
    self.completedOnly = completedOnly
    self.unassistedOnly = unassistedOnly
    self.order = order
    self.limit = limit
  }
}
