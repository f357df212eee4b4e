extension WordMatchGame {
  /// The daily's options: fifteen pairs and three lives at Normal speed.
  public static let dailyOptions = WordMatchOptions(speed: .normal, pairCount: WordMatchOptions.standard.pairCount, lives: WordMatchOptions.standard.lives)

  /// The daily of a language pair dealt from a day's seed; its first word falls as it opens, as on every WordMatch
  /// screen (a game deals nothing before).
  public static func daily(seed: UInt64, list: WordList) -> WordMatchGame {
    var game = WordMatchGame(wordList: list, options: dailyOptions, seed: seed)
    game.apply(.start, at: .zero)
    return game
  }
}
