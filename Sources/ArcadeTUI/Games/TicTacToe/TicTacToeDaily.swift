import ArcadeCore

extension DailyGame {
  /// TicTacToe's daily: Ultimate against Hard, the player starting, the computer's choices from the day's seed.
  static var ticTacToe: DailyGame {
    DailyGame { day, key, _ in
      var choices = TicTacToeChoices.standard
      choices.variant = .ultimate
      choices.opponent = .hard
      choices.first = .human
      let game = UltimateGame(
        opponent: .hard, firstMove: .human, round: 0, seed: DailyDeal.seed(for: .tictactoe, on: day, key: key), at: .zero)
      return DailyOpening.of(game, options: choices)
    }
  }
}
