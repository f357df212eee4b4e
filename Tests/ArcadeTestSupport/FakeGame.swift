import ArcadeCore

/// A seventh game that exists only in tests: its id and its one board (its front-end entry is in ArcadeAppTests).
public enum FakeGame {
  public static let id = GameID("fakegame")

  /// The fake game's one board: highest scores, any variant.
  public static let board = Leaderboard(
    game: id, title: "Fake — best scores",
    selection: RoundSelection(game: id, outcomes: [.won, .lost], order: .scoreDescending, limit: 10),
    columns: [
      LeaderboardColumn("Rank") { "\($0.rank)" },
      LeaderboardColumn("Player", alignment: .left) { $0.round.player },
      LeaderboardColumn("Score") { $0.round.score.map(String.init) ?? LeaderboardColumn.missing },
    ],
    rank: { rounds in RankedRound.competitionRanked(rounds.map { ($0, $0.score.map(Double.init)) }) })
}
