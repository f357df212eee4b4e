extension GameBoards {
  /// WordMatch's boards: each loaded list's boards together, Normal speed first, then those of the shipped
  /// language pairs whose lists did not load, so rounds in the store keep their boards without the data folder.
  public static func wordMatch(lists: [WordList]) -> GameBoards {
    let speeds = [WordMatchOptions.standard.speed] + WordMatchOptions.Speed.allCases.filter { $0 != WordMatchOptions.standard.speed }
    let loaded = lists.map { (code: $0.boardCode, title: $0.boardTitle) }
    let missing = WordMatchLeaderboards.shippedPairs.filter { shipped in !loaded.contains { $0.code == shipped.code } }
    let boards = (loaded + missing).flatMap { pair in
      speeds.map { WordMatchLeaderboards.bestScores(languagePair: pair.code, languageTitle: pair.title, speed: $0) }
    }
    return GameBoards(
      game: .wordmatch, boards: boards,
      emptyHint: "Play WordMatch to the end to get on this board.",
      trend: Trend(label: "score", lowerIsBetter: false) { $0.score.map(Double.init) },
      offBoardOptions: "only \(WordMatchOptions.rankedLength) are ranked"
    )
  }
}

extension WordMatchLeaderboards {
  /// The language pair the WordMatch options offer first, and whose boards come first.
  public static let defaultPair = "en-es"

  /// The language pairs shipped in data/wordmatch, whose boards show even when their lists are not found.
  ///
  /// Boards are built from content, not from the store; naming the shipped
  /// pairs here keeps their boards without a store query. A list the player
  /// added keeps its boards only while its file loads.
  public static let shippedPairs: [(code: String, title: String)] = [
    ("en-de", "English → German"), ("en-es", "English → Spanish"), ("en-fr", "English → French"),
  ]
}
