extension UltimateGame {
  /// The daily's options: Ultimate against Hard, the player starting.
  public static let dailyOptions = TicTacToeOptions(variant: .ultimate, opponent: .hard, firstMove: .human)

  /// The daily dealt from a day's seed: the computer's choices come from it.
  public static func daily(seed: UInt64) -> UltimateGame {
    UltimateGame(opponent: dailyOptions.opponent, firstMove: dailyOptions.firstMove, round: 0, seed: seed, at: .zero)
  }
}
