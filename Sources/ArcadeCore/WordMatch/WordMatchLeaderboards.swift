/// The WordMatch boards: best scores for each language pair and speed.
public enum WordMatchLeaderboards {
  /// Rows per board.
  public static let limit = 10

  /// The variant string a round is stored under: "en-es/normal", or "en-es/normal/30x5" for 30 pairs and 5 lives.
  public static func variant(
    languagePair: String, speed: WordMatchOptions.Speed, pairCount: Int = WordMatchOptions.standard.pairCount,
    lives: Int = WordMatchOptions.standard.lives
  ) -> String {
    let base = "\(languagePair)/\(speed.rawValue)"
    let standard = WordMatchOptions.standard
    return pairCount == standard.pairCount && lives == standard.lives ? base : "\(base)/\(pairCount)x\(lives)"
  }

  /// Best scores of standard-length games for one language pair at one speed.
  ///
  /// Won and lost rounds both count (a score is a score), but not a round that scored nothing; ties on score are
  /// broken by the shorter time, then the earlier round, and share a rank.
  public static func bestScores(
    languagePair: String, languageTitle: String? = nil, speed: WordMatchOptions.Speed
  ) -> Leaderboard {
    Leaderboard(
      game: .wordmatch,
      title: "\(languageTitle ?? languagePair) · \(speed.title) — best scores",
      selection: RoundSelection(
        game: .wordmatch, variant: variant(languagePair: languagePair, speed: speed), outcomes: [.won, .lost],
        completedOnly: true, order: .scoreDescending, limit: limit),
      columns: columns,
      rank: rank)
  }

  /// One board per list and speed, in list order then Slow, Normal, Fast.
  public static func boards(for lists: [WordList]) -> [Leaderboard] {
    lists.flatMap { list in
      WordMatchOptions.Speed.allCases.map { bestScores(languagePair: list.boardCode, languageTitle: list.boardTitle, speed: $0) }
    }
  }

  /// Rank, Player, Score, Correct, Wrong, Time.
  public static let columns: [LeaderboardColumn] = LeaderboardColumn.rankAndPlayer + [
    LeaderboardColumn("Score") { $0.round.score.map(String.init) ?? "-" },
    LeaderboardColumn("Correct") { row in WordMatchDetails(json: row.round.details).map { "\($0.correct)" } ?? "-" },
    LeaderboardColumn("Wrong") { row in WordMatchDetails(json: row.round.details).map { "\($0.wrong)" } ?? "-" },
    LeaderboardColumn("Time") { row in row.round.durationMilliseconds.map { formatDuration(milliseconds: $0) } ?? "-" },
  ]

  /// Orders rounds by score (highest first), then time (shortest first), then start; equal scores share a rank.
  @Sendable public static func rank(_ rounds: [PlayedRound]) -> [RankedRound] {
    // A round that scored nothing is kept, never ranked: a board of best scores would praise it.
    let sorted = rounds.filter { ($0.score ?? 0) > 0 }.sorted { a, b in
      let scoreA = a.score ?? Int.min
      let scoreB = b.score ?? Int.min
      if scoreA != scoreB { return scoreA > scoreB }
      let timeA = a.durationMilliseconds ?? Int64.max
      let timeB = b.durationMilliseconds ?? Int64.max
      if timeA != timeB { return timeA < timeB }
      return a.startedAt < b.startedAt
    }
    return RankedRound.competitionRanked(sorted.map { ($0, $0.score.map(Double.init)) })
  }
}
