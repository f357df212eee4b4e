import ArcadeCore

extension DailyGame {
  /// Minesweeper's daily, as the core deals it (`MinesweeperGame.daily`), resumed with the matching options.
  static var minesweeper: DailyGame {
    DailyGame(game: .minesweeper) { day, key, seed, _ in
      let game = MinesweeperGame.daily(seed: seed)
      return DailyOpening.of(game, options: MinesweeperChoices(preset: .intermediate, noGuess: true))
    }
  }
}
