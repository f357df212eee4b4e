import ArcadeCore

extension DailyGame {
  /// WordSearch's daily: 15 × 15 Medium with no reveals, from the day's theme (the themes in turn, by name).
  static var wordSearch: DailyGame {
    DailyGame { day, key, services in
      let library = services.content.get(WordSearchThemeLibrary.self)
      guard let theme = theme(on: day, in: library) else { return .failure(DailyUnavailable("no WordSearch themes")) }
      var choices = WordSearchChoices.standard
      (choices.size, choices.difficulty, choices.theme, choices.reveals) = (15, .medium, theme.name, 0)
      guard let puzzle = choices.puzzle(in: library, seed: DailyDeal.seed(for: .wordsearch, on: day, key: key)) else {
        return .failure(DailyUnavailable("the theme \(theme.name) cannot be read"))
      }
      return DailyOpening.of(WordSearchGame(puzzle: puzzle, reveals: 0, startedAt: .zero), options: choices)
    }
  }

  /// The day's theme: the themes sorted by name, one a day in turn.
  static func theme(on day: DailyDate, in library: WordSearchThemeLibrary) -> WordSearchTheme? {
    let themes = library.themes.sorted { $0.name < $1.name }
    guard !themes.isEmpty else { return nil }
    return themes[((day.dayNumber % themes.count) + themes.count) % themes.count]
  }
}
