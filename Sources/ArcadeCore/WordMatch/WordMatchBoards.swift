extension GameBoards {
  /// WordMatch's boards for the word lists that loaded: each list's boards together, Normal speed first.
  public static func wordMatch(lists: [WordList]) -> GameBoards {
    let speeds = [WordMatchOptions.standard.speed] + WordMatchOptions.Speed.allCases.filter { $0 != WordMatchOptions.standard.speed }
    let boards = lists.flatMap { list in
      speeds.map { WordMatchLeaderboards.bestScores(languagePair: list.code, languageTitle: list.title, speed: $0) }
    }
    return GameBoards(
      game: .wordmatch, boards: boards,
      emptyHint: "Play WordMatch to the end to get on this board.",
      trend: Trend(label: "score", lowerIsBetter: false) { $0.score.map(Double.init) }
    )
  }
}

extension WordMatchLeaderboards {
  /// The language pair the WordMatch options offer first, and whose boards come first.
  public static let defaultPair = "en-es"
}
