import ArcadeCore

extension DailyGame {
  /// TicTacToe's daily, as the core deals it (`UltimateGame.daily`): Ultimate against Hard, the player starting.
  static var ticTacToe: DailyGame {
    DailyGame { day, key, _ in
      var choices = TicTacToeChoices.standard
      choices.variant = UltimateGame.dailyOptions.variant
      choices.opponent = UltimateGame.dailyOptions.opponent
      choices.first = UltimateGame.dailyOptions.firstMove
      return DailyOpening.of(UltimateGame.daily(seed: DailyDeal.seed(for: .tictactoe, on: day, key: key)), options: choices)
    }
  }
}
