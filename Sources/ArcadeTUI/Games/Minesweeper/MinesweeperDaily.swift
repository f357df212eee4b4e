import ArcadeCore

extension DailyGame {
  /// Minesweeper's daily, as the core deals it (`MinesweeperGame.daily`), resumed with the matching options.
  static var minesweeper: DailyGame {
    DailyGame { day, key, _ in
      let game = MinesweeperGame.daily(seed: DailyDeal.seed(for: .minesweeper, on: day, key: key))
      return DailyOpening.of(game, options: MinesweeperChoices(preset: .intermediate, noGuess: true))
    }
  }
}
