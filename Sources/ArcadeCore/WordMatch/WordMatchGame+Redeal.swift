extension WordMatchGame {
  /// The pairs this version deals from the word list of the tape's languages and edition with its options and seed,
  /// as the moves are played (a pair falls as the one before ends): each prompt, candidate and whether it is right,
  /// never the tape's. A list the reader does not have cannot be dealt here.
  public static func redeal(_ tape: RoundTape<WordMatchGame>, content: ContentLibrary?) -> DealCheck {
    let deal = tape.deal
    guard let list = content?.get(WordMatchLibrary.self).list(dealing: deal) else { return .contentNotHere }
    return tape.deals(like: WordMatchGame(wordList: list, options: deal.options, seed: deal.seed))
  }
}
