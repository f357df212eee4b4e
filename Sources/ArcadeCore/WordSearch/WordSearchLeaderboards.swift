/// WordSearch's leaderboards: the fastest complete solves without reveals, one board per size and difficulty.
public enum WordSearchLeaderboards {
  /// The sizes the options screen offers, and 50 from the command line; other sizes are kept, not ranked.
  public static let rankedSizes = [8, 10, 12, 15, 20, 25, 30, 50]

  /// 10×10 first (the size the game starts with), then the rest by size; Easy, Medium, Hard within each.
  /// With `theme`, the boards of a theme the player changed or added: its rounds are ranked there only.
  public static func all(theme: WordSearchTheme? = nil) -> [Leaderboard] {
    let sizes = [10] + rankedSizes.filter { $0 != 10 }
    return sizes.flatMap { size in WordSearchDifficulty.allCases.map { board(size: size, difficulty: $0, theme: theme) } }
  }

  /// The variant a round is stored under, e.g. "10x10-easy", or "10x10-easy~1a2b3c" when dealt from words
  /// nobody else has (a changed theme, the player's own words).
  public static func variant(size: Int, difficulty: WordSearchDifficulty, edition: String? = nil) -> String {
    ContentEdition.keyed("\(size)x\(size)-\(difficulty.rawValue)", edition: edition)
  }

  /// The ten fastest solves without reveals of one size and difficulty (of a changed theme's words, given one).
  public static func board(size: Int, difficulty: WordSearchDifficulty, theme: WordSearchTheme? = nil) -> Leaderboard {
    let changed = theme.flatMap { theme in theme.edition.map { (name: theme.name, edition: $0) } }
    return Leaderboard(
      game: .wordsearch,
      title: "\(size)×\(size) \(difficulty.title)\(changed.map { ", \(sanitizedForDisplay($0.name)) (changed)" } ?? "") — fastest solves",
      selection: RoundSelection(
        game: .wordsearch, variant: variant(size: size, difficulty: difficulty, edition: changed?.edition), outcomes: [.won],
        completedOnly: true, unassistedOnly: true, order: .durationAscending, limit: 10),
      columns: columns,
      rank: RankedRound.fastestFirst)
  }

  static let columns: [LeaderboardColumn] = LeaderboardColumn.rankAndPlayer + [
    LeaderboardColumn("Time") { row in row.round.durationMilliseconds.map { formatDuration(milliseconds: $0) } ?? LeaderboardColumn.missing },
    LeaderboardColumn("Words") { row in WordSearchRoundDetails(json: row.round.details).map { "\($0.wordCount)" } ?? LeaderboardColumn.missing },
    LeaderboardColumn("Theme", alignment: .left) { row in
      WordSearchRoundDetails(json: row.round.details).map { sanitizedForDisplay($0.theme) } ?? LeaderboardColumn.missing
    },
  ]

}

extension GameBoards {
  /// WordSearch's boards (one per size and difficulty) and its chart of solve times.
  public static let wordSearch = wordSearch(changedThemes: [])

  /// The shipped boards, then those of each theme the player changed or added (its rounds are ranked there).
  public static func wordSearch(changedThemes: [WordSearchTheme]) -> GameBoards {
    GameBoards(
      game: .wordsearch,
      boards: WordSearchLeaderboards.all() + changedThemes.filter { $0.edition != nil }.flatMap { WordSearchLeaderboards.all(theme: $0) },
      emptyHint: "Find every word of a WordSearch puzzle without reveals to get on this board.",
      trend: Trend(label: "time of solves, lower is better", lowerIsBetter: true) { round in
        round.outcome == .won ? round.durationMilliseconds.map(Double.init) : nil
      },
      helpUsed: "reveals used"
    )
  }
}
