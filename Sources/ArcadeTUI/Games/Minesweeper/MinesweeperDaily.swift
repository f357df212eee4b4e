import ArcadeCore

extension DailyGame {
  /// Minesweeper's daily: a guess-free Intermediate board (16 × 16, 40 mines), its centre opened for everyone at the
  /// start, so the board is the same whoever plays it and wherever they would have clicked first.
  static var minesweeper: DailyGame {
    DailyGame { day, key, _ in
      let choices = MinesweeperChoices(preset: .intermediate, noGuess: true)
      let configuration = MinefieldConfiguration.intermediate
      var game = choices.game(on: configuration, seed: DailyDeal.seed(for: .minesweeper, on: day, key: key))
      game.apply(.reveal(configuration.centre), at: .zero)
      return DailyOpening.of(game, options: choices)
    }
  }
}
