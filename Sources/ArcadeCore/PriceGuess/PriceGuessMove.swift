/// A move of PriceGuess in the game's words: choose a price, skip the question, use 50/50, or finish the quiz.
public enum PriceGuessMove: Hashable, Sendable {
  /// Choose option 0–3 of the current question.
  case answer(Int)
  /// Pass on the current question.
  case skip
  /// Hide two wrong prices of the current question, once per quiz.
  case fiftyFifty
  /// End the quiz now.
  case finish
}

/// What a PriceGuess move did.
public enum PriceGuessMoveOutcome: Hashable, Sendable {
  case answered(PriceGuessAnswerResult)
  case skipped(PriceGuessSkipResult)
  case hid(PriceGuessFiftyFiftyResult)
  case finished(PriceGuessFinishResult)

  /// The rules refused the move: nothing changed.
  public var isRefusal: Bool {
    switch self {
    case .answered(.refused), .skipped(.refused), .hid(.refused), .finished(.refused): true
    case .answered, .skipped, .hid, .finished: false
    }
  }
}
