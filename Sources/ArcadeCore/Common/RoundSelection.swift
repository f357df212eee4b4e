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
    game: GameID, variant: String? = nil, outcomes: Set<RoundOutcome> = [], completedOnly: Bool = true,
    unassistedOnly: Bool = true, order: Order, limit: Int, excludedVariant: String? = nil
  ) {
    self.game = game
    self.variant = variant
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
    // A board of any variant is never a daily's: the day's deal is known to everyone in advance.
    (variant.map { round.variant == $0 } ?? !DailyVariant.isDaily(round.variant))
      && (excludedVariant == nil || round.variant != excludedVariant)
  }

  /// Whether a round is one this selection takes (before ordering and the limit).
  public func accepts(_ round: PlayedRound) -> Bool {
    round.game == game && holdsVariant(of: round)
      && (outcomes.isEmpty || outcomes.contains(round.outcome))
      && (!completedOnly || round.endedAt != nil)
      && (!unassistedOnly || !round.assisted)
      && (player == nil || round.player == player)
  }
}
