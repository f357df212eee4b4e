/// Standings computed from rounds in memory: the reference the SQLite and PostgreSQL queries agree with
/// (Tests/ArcadeAppTests/StoreContractTests), and how rows kept out of a database join the ones it returned.
extension PlayerStanding {
  /// Each player's standing from their won, lost and drawn rounds (any order); other outcomes are left out.
  ///
  /// Rounds count in the order they started (ties to the lower id). A round that is already a standings row
  /// (its details a `PlayerStanding`, as a store returns them) counts as all the rounds it stands for.
  public static func standings(from rounds: [PlayedRound], streak: StreakRule) -> [PlayerStanding] {
    let byPlayer = Dictionary(grouping: rounds.filter { counted.contains($0.outcome) }, by: \.player)
    return byPlayer.map { player, rounds in
      var standing = PlayerStanding(player: player, wins: 0, losses: 0, draws: 0, bestStreak: 0)
      let ordered = rounds.sorted { a, b in
        a.startedAt != b.startedAt ? a.startedAt < b.startedAt : RoundID.precedes(a.id, b.id)
      }
      for round in ordered {
        if let stored = PlayerStanding(json: round.details) {
          standing.add(stored)
        } else {
          standing.add(round.outcome, streak: streak)
        }
      }
      return standing
    }
  }

  /// The rows of a `.standings` selection from rounds in memory: each player's newest round (latest end, then
  /// highest id) with the standing as its details, best first, at most `limit`.
  public static func rows(from rounds: [PlayedRound], streak: StreakRule, limit: Int) -> [PlayedRound] {
    let counted = rounds.filter { Self.counted.contains($0.outcome) }
    let newest = Dictionary(counted.map { ($0.player, $0) }) { a, b in
      let (endA, endB) = (a.endedAt ?? .distantPast, b.endedAt ?? .distantPast)
      return endA != endB ? (endA > endB ? a : b) : (RoundID.precedes(a.id, b.id) ? b : a)
    }
    let ranked = standings(from: counted, streak: streak).sorted { $0.ranksAbove($1) }
    return ranked.prefix(max(limit, 0)).compactMap { standing in
      guard var round = newest[standing.player] else { return nil }
      round.details = standing.json
      return round
    }
  }
}

extension Leaderboard {
  /// A board with one row per player, ranked by win rate, then by games not lost, then by games played;
  /// players equal on all three share a place. The rows' `figure` is the win rate. `limit` is players shown.
  public static func standings(
    game: GameID, title: String, variant: String, streak: PlayerStanding.StreakRule, columns: [LeaderboardColumn],
    limit: Int = 100
  ) -> Leaderboard {
    Leaderboard(
      game: game, title: title,
      selection: RoundSelection(
        game: game, variant: variant, outcomes: PlayerStanding.counted, completedOnly: true, unassistedOnly: true,
        order: .standings(streak), limit: limit),
      columns: columns, ranks: .players,
      rank: { rows in RankedRound.standings(of: rows, streak: streak) })
  }
}

extension RankedRound {
  /// Ranks standings rows (as a store returns them, best first); equal players share a place. Rounds that are
  /// not standings rows yet (a caller with raw rounds) are counted first.
  public static func standings(of rows: [PlayedRound], streak: PlayerStanding.StreakRule) -> [RankedRound] {
    let standingsRows =
      rows.allSatisfy { PlayerStanding(json: $0.details) != nil }
      ? rows : PlayerStanding.rows(from: rows, streak: streak, limit: rows.count)
    var ranked: [RankedRound] = []
    for (index, round) in standingsRows.enumerated() {
      guard let standing = PlayerStanding(json: round.details) else { continue }
      let tied = ranked.last.flatMap { PlayerStanding(json: $0.round.details) }.map { $0.rankingKey == standing.rankingKey } ?? false
      ranked.append(RankedRound(rank: tied ? ranked[ranked.count - 1].rank : index + 1, round: round, figure: standing.winRate))
    }
    return ranked
  }
}
