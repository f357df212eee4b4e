import ArcadeCore

extension DailyGame {
  /// WordSearch's daily, as the core deals it from the day's theme (`WordSearchGame.daily`).
  static var wordSearch: DailyGame {
    DailyGame(game: .wordsearch) { day, key, seed, services in
      let library = services.content.get(WordSearchThemeLibrary.self)
      guard let game = WordSearchGame.daily(on: day, seed: seed, themes: library.themes) else {
        return .failure(DailyUnavailable("the day's WordSearch theme, \(WordSearchGame.dailyThemeName(on: day)), is not here as shipped"))
      }
      let choices = WordSearchChoices(
        size: WordSearchGame.dailySize, difficulty: WordSearchGame.dailyDifficulty, theme: game.puzzle.theme, reveals: 0)
      return DailyOpening.of(game, options: choices)
    }
  }
}
