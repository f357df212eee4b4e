extension WordMatchGame {
  /// The pairs this version deals from the word list of the tape's languages and edition with its options and seed,
  /// as the moves are played (a pair falls as the one before ends): each prompt, candidate and whether it is right,
  /// never the tape's. A list the reader does not have cannot be dealt here.
  public static func redeal(_ tape: RoundTape<WordMatchGame>, content: ContentLibrary?) -> DealCheck {
    let deal = tape.deal
    guard let content, let list = content.get(WordMatchLibrary.self).list(dealing: deal) else { return .contentNotHere }
    // The list's table once per run, not once per round: building it was nearly all of a check's time.
    let translations = content.derived(from: list, named: list.boardCode, make: WordMatchTranslations.init)
    return tape.deals(like: WordMatchGame(wordList: list, translations: translations, options: deal.options, seed: deal.seed))
  }
}
