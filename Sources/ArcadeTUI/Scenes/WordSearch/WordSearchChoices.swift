import ArcadeCore

/// What the options screen and the command line choose; remembered per player.
struct WordSearchChoices: Codable, Sendable, Hashable {
  var size: Int
  var difficulty: WordSearchDifficulty
  var theme: String
  var reveals: Int
  /// Words given with `--words`, in place of a theme; never remembered by the options screen.
  var words: [String]?

  static let standard = WordSearchChoices(
    size: 10, difficulty: .easy, theme: WordSearchTheme.defaultName, reveals: WordSearchGame.standardReveals)

  /// The sizes the options screen offers (the command line takes any from 5 to 50).
  static let offeredSizes = [8, 10, 12, 15, 20, 25, 30]
  static let revealLimit = 0...9

  /// Where the words come from: the given words, the chosen theme, else the first theme that loaded.
  func source(in library: WordSearchThemeLibrary) -> WordSearchWordSource? {
    if let words { return .words(words) }
    guard let theme = WordSearchTheme.named(theme, in: library.themes) ?? library.themes.first else { return nil }
    return .theme(theme)
  }

  /// The puzzle these choices deal for a seed: the same one `arcade generate wordsearch` prints.
  func puzzle(in library: WordSearchThemeLibrary, seed: UInt64) -> WordSearchPuzzle? {
    source(in: library).map { WordSearchGenerator.generate(size: size, difficulty: difficulty, source: $0, seed: seed) }
  }
}
