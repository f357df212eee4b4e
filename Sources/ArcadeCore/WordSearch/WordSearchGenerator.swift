/// Builds word searches: picks the words, hides them in the allowed directions, fills the rest, then
/// checks the whole grid and repairs it until every listed word reads exactly once.
public enum WordSearchGenerator {
  /// Shorter words would turn up by chance all over a grid.
  public static let minimumLetters = 3
  /// The sizes a puzzle can have (the options screen offers fewer).
  public static let sizes: ClosedRange<Int> = 5...50

  private static let retries = 4

  private static func build(
    size: Int, difficulty: WordSearchDifficulty, source: WordSearchWordSource, seed: UInt64
  ) -> WordSearchBuilder {
    var builder = WordSearchBuilder(size: size, directions: difficulty.directions, seed: seed)
    switch source {
    case .theme(let theme):
      builder.hideThemeWords(theme.words, wanted: WordSearchWordCount.wanted(forSize: size))
    case .words(let words):
      builder.hideAllWords(words)
    }
    builder.fillAndRepair()
    return builder
  }

  /// The puzzle for these settings and seed; the same arguments always give the same puzzle.
  public static func generate(
    size: Int, difficulty: WordSearchDifficulty, source: WordSearchWordSource, seed: UInt64
  ) -> WordSearchPuzzle {
    let size = min(max(size, sizes.lowerBound), sizes.upperBound)
    var builder = build(size: size, difficulty: difficulty, source: source, seed: seed)
    // Rarely the crossings of other words spell a word a second time where no letter can change; it is
    // dropped. A few more tries from seeds derived from this one (so still deterministic) keep every word.
    for attempt in 1...retries where builder.dropped.contains(where: { $0.reason == .spelledTwice }) {
      var mixer = SeededGenerator(seed: seed ^ (UInt64(attempt) &* 0x9E37_79B9_7F4A_7C15))
      let retry = build(size: size, difficulty: difficulty, source: source, seed: mixer.next())
      if retry.placements.count > builder.placements.count { builder = retry }
    }
    let placements = builder.placements.sorted {
      ($0.word.lowercased(), $0.letters) < ($1.word.lowercased(), $1.letters)
    }
    return WordSearchPuzzle(
      size: size, difficulty: difficulty, theme: source.name, seed: seed,
      letters: builder.letterGrid, placements: placements, dropped: builder.dropped, edition: source.edition)
  }
}
