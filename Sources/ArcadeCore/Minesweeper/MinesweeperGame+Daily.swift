extension MinesweeperGame {
  /// The daily dealt from a day's seed: guess-free Intermediate (16 × 16, 40 mines), its centre opened for everyone
  /// at the start, so the board is the same whoever plays it and wherever they would have clicked first.
  public static func daily(seed: UInt64) -> MinesweeperGame {
    let configuration = MinefieldConfiguration.intermediate
    var game = MinesweeperGame(configuration: configuration, seed: seed, noGuess: true, questionMarks: false)
    game.apply(.reveal(configuration.centre), at: .zero)
    return game
  }
}
