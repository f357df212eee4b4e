import ArcadeCore

extension DailyGame {
  /// TicTacToe's daily, as the core deals it (`UltimateGame.daily`): Ultimate against Hard, the player starting.
  static var ticTacToe: DailyGame {
    DailyGame(game: .tictactoe) { day, key, seed, _ in
      var choices = TicTacToeChoices.standard
      choices.variant = UltimateGame.dailyOptions.variant
      choices.opponent = UltimateGame.dailyOptions.opponent
      choices.first = UltimateGame.dailyOptions.firstMove
      return DailyOpening.of(UltimateGame.daily(seed: seed), options: choices)
    }
  }
}
