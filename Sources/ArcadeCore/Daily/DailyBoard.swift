/// A game's board for one day: everyone's ranked attempt at the day's deal, best first.
extension Leaderboard {
  /// The most rows a day's board reads: a club's day, with room for rows its checks hide.
  public static let dailyRows = 500

  /// The board of `variant`'s day, ranked as the game's daily says (its ranked attempts: practice never counts). A player who played the day on two
  /// machines has one row, the attempt started first.
  public static func daily(_ game: GameID, _ variant: DailyVariant, ranking: DailyRanking) -> Leaderboard {
    return Leaderboard(
      game: game, title: "Daily \(variant.day)" + (variant.key.isEmpty ? "" : " \(variant.key)"),
      // Every outcome is read, helped or not, and each player's first attempt found among them before losses and
      // help are left out: a lost first attempt is the player's attempt of the day, and a later win is not.
      selection: RoundSelection(
        game: game, daily: variant.ranked, completedOnly: true, unassistedOnly: false,
        order: ranking.order, limit: dailyRows),
      columns: LeaderboardColumn.rankAndPlayer + [LeaderboardColumn(ranking.figureTitle) { ranking.figure(of: $0.round) }],
      rank: { rounds in
        ranking.rank(firstAttempts(rounds).filter { $0.assistance.isEmpty && (ranking.outcomes.isEmpty || ranking.outcomes.contains($0.outcome)) })
      })
  }

  /// Each player's first-started round among `rounds`, in their order.
  static func firstAttempts(_ rounds: [PlayedRound]) -> [PlayedRound] {
    var first: [String: PlayedRound] = [:]
    for round in rounds where first[round.player].map({ round.startedAt < $0.startedAt }) ?? true {
      first[round.player] = round
    }
    return rounds.filter { first[$0.player] == $0 }
  }
}
