/// A player's PathFinder record beyond the board: best round ever and average efficiency.
public struct PathFinderStats: Hashable, Sendable {
  /// The lowest-scoring round (the earliest one when several share that score); nil with no scored round.
  public var bestRound: PlayedRound?
  public var bestScore: Double?
  /// Mean of shortest path ÷ steps over rounds with steps and details; 1.0 means every round was perfect.
  public var averageEfficiency: Double?
  /// Completed PathFinder rounds that were looked at.
  public var roundCount: Int
  /// Rounds that entered the average (those with at least one step and readable details).
  public var efficiencyRoundCount: Int

  /// Stats over `rounds`; only won PathFinder rounds count, and only `player`'s when one is named.
  public init(rounds: [PlayedRound], player: String? = nil) {
    let won = rounds.filter { round in
      round.game == .pathfinder && round.outcome == .won && (player.map { round.player == $0 } ?? true)
    }
    roundCount = won.count

    var best: (round: PlayedRound, score: Double)?
    for round in won {
      guard let score = PathFinderScore.of(round) else { continue }
      if let current = best,
        score > current.score || (score == current.score && round.startedAt >= current.round.startedAt)
      {
        continue
      }
      best = (round, score)
    }
    bestRound = best?.round
    bestScore = best?.score

    let efficiencies = won.compactMap(Self.efficiency(of:))
    efficiencyRoundCount = efficiencies.count
    averageEfficiency = efficiencies.isEmpty ? nil : efficiencies.reduce(0, +) / Double(efficiencies.count)
  }

  /// Shortest path ÷ steps for one round; nil when it has no steps or its details cannot be read.
  public static func efficiency(of round: PlayedRound) -> Double? {
    guard let steps = round.moves, steps > 0, let details = PathFinderDetails(json: round.details) else { return nil }
    return Double(details.shortestPath) / Double(steps)
  }
}
