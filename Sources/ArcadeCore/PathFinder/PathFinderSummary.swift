/// The lines under PathFinder's board: the player's best round ever and average efficiency.
public enum PathFinderSummary {
  /// Nothing until the player has a scored round; counts read "1 step", "2 steps", "over 1 round".
  public static func lines(for rounds: [PlayedRound]) -> [String] {
    let stats = PathFinderStats(rounds: rounds)
    guard let best = stats.bestRound else { return [] }
    // A scored round always has a step count (the score needs it); the store calls it moves.
    let steps = counted(best.moves ?? 0, "step", "steps")
    var lines = [
      "Your best round ever: \(PathFinderLeaderboardText.grid(of: best)), \(steps) in "
        + "\(PathFinderLeaderboardText.time(of: best)), score \(PathFinderLeaderboardText.score(stats.bestScore))"
    ]
    if let efficiency = stats.averageEfficiency {
      lines.append(
        "Your average efficiency (shortest path ÷ steps): \(Int((efficiency * 100).rounded()))% over "
          + counted(stats.efficiencyRoundCount, "round", "rounds"))
    }
    return lines
  }

}
