/// Which stored rounds a leaderboard draws from; the store turns it into one indexed query.
public struct RoundSelection: Sendable, Hashable {
  /// The order the store returns rounds in, before `limit` applies.
  public enum Order: Sendable, Hashable {
    case newestFirst
    case scoreDescending
    case durationAscending
    /// One row per player, best standing first (`PlayerStanding`): counted by the store where the rounds are.
    case standings(PlayerStanding.StreakRule)
  }

  public var game: GameID
  /// Only rounds of this variant; nil takes every variant.
  public var variant: String?
  /// Only the ranked attempts at this day's daily (a day's board); nil takes no daily at all: a daily's deal is known
  /// to everyone in advance, so no other board takes it.
  public var daily: DailyVariant?
  /// Leave out rounds of this variant (a board of every other variant, such as PathFinder's open grids).
  public var excludedVariant: String?
  /// Only rounds with one of these outcomes; empty takes every outcome.
  public var outcomes: Set<RoundOutcome>
  /// Leave out rounds that have no end time.
  public var completedOnly: Bool
  /// Leave out rounds played with help or dealt from a chosen seed, which do not compete (every board does).
  public var unassistedOnly: Bool
  /// Only this player's rounds (a standings row for rounds a database does not hold yet); nil takes everyone's.
  public var player: String? = nil
  public var order: Order
  /// At most this many rows: rounds, or players for `.standings`.
  public var limit: Int

  public init(
    game: GameID, variant: String? = nil, daily: DailyVariant? = nil, outcomes: Set<RoundOutcome> = [],
    completedOnly: Bool = true, unassistedOnly: Bool = true, order: Order, limit: Int, excludedVariant: String? = nil
  ) {
    self.game = game
    self.variant = variant
    self.daily = daily
    self.excludedVariant = excludedVariant
    self.outcomes = outcomes
    self.completedOnly = completedOnly
    self.unassistedOnly = unassistedOnly
    self.order = order
    self.limit = limit
  }
}

extension RoundSelection {
  /// Whether the round's variant is one this selection's board is of (PathFinder's open board: any but walls).
  public func holdsVariant(of round: PlayedRound) -> Bool {
    guard round.context.daily == daily?.ranked else { return false }
    return (variant.map { round.variant == $0 } ?? true) && (excludedVariant == nil || round.variant != excludedVariant)
  }

  /// Whether a round is one this selection takes (before ordering and the limit).
  public func accepts(_ round: PlayedRound) -> Bool {
    round.game == game && holdsVariant(of: round)
      && (outcomes.isEmpty || outcomes.contains(round.outcome))
      && (!completedOnly || round.endedAt != nil)
      && (!unassistedOnly || round.assistance.isEmpty)
      && (player == nil || round.player == player)
  }
}
