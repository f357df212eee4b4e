/// The lines under PathFinder's board: the player's best round ever and average efficiency.
public enum PathFinderSummary {
  /// Nothing until the player has a scored round; counts read "1 step", "2 steps", "over 1 round".
  ///
  /// The best open grid and the best maze are named apart, as their boards are: a round with walls
  /// never stands as the best of the open grids, nor the other way round.
  public static func lines(for rounds: [PlayedRound]) -> [String] {
    let walled = rounds.filter { $0.variant == PathFinderOptions.wallsVariant }
    let open = rounds.filter { $0.variant != PathFinderOptions.wallsVariant }
    let best = [bestLine(open, "Your best round ever"), bestLine(walled, "Your best round with walls")].compactMap { $0 }
    guard !best.isEmpty else { return [] }
    let stats = PathFinderStats(rounds: rounds)
    guard let efficiency = stats.averageEfficiency else { return best }
    return best + [
      "Your average efficiency (shortest path ÷ steps): \(Int((efficiency * 100).rounded()))% over "
        + counted(stats.efficiencyRoundCount, "round", "rounds")
    ]
  }

  /// "Your best round ever: 5×4, 6 steps in 0:12, score 3.60"; nil without a scored round.
  private static func bestLine(_ rounds: [PlayedRound], _ lead: String) -> String? {
    let stats = PathFinderStats(rounds: rounds)
    guard let best = stats.bestRound else { return nil }
    // A scored round always has a step count (the score needs it); the store calls it moves.
    let steps = counted(best.moves ?? 0, "step", "steps")
    return "\(lead): \(PathFinderLeaderboardText.grid(of: best)), \(steps) in "
      + "\(PathFinderLeaderboardText.time(of: best)), score \(PathFinderLeaderboardText.score(stats.bestScore))"
  }
}
