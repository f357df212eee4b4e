extension WordSearchGame {
  /// The grid this version generates from the tape's theme (of the same edition), size, difficulty and seed: every
  /// letter and every word's place. A theme the reader does not have cannot be dealt here, unless it claims to be
  /// shipped and the reader has every shipped theme: then no such theme was ever dealt.
  public static func redeal(_ tape: RoundTape<WordSearchGame>, content: ContentLibrary?) -> DealCheck {
    guard let content else { return .contentNotHere }
    let deal = tape.deal
    let themes = content.get(WordSearchThemeLibrary.self).themes
    guard let theme = themes.first(where: { $0.name == deal.theme && $0.edition == deal.edition }) else {
      let hasEveryShippedTheme = themes.count { $0.edition == nil } == ShippedContent.themes.count
      return deal.edition == nil && hasEveryShippedTheme ? .notSeedsDeal : .contentNotHere
    }
    let puzzle = WordSearchGenerator.generate(size: deal.size, difficulty: deal.difficulty, source: .theme(theme), seed: deal.seed)
    return tape.deals(like: WordSearchGame(puzzle: puzzle, reveals: deal.reveals, startedAt: .zero))
  }
}
