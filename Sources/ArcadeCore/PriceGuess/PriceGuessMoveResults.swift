/// What answering did.
public enum PriceGuessAnswerResult: Sendable, Hashable {
  /// +10 points; `finished` when that was the last question.
  case right(chosen: Int, finished: Bool)
  /// No points; `answer` is where the right price was.
  case wrong(chosen: Int, answer: Int, finished: Bool)
  case refused(PriceGuessRefusal)
}

/// What skipping did.
public enum PriceGuessSkipResult: Sendable, Hashable {
  case skipped(finished: Bool)
  case refused(PriceGuessRefusal)
}

/// What finishing early did.
public enum PriceGuessFinishResult: Sendable, Hashable {
  case finished
  case refused(PriceGuessRefusal)
}

/// What 50/50 did.
public enum PriceGuessFiftyFiftyResult: Sendable, Hashable {
  /// The two wrong prices hidden, by their place in the options.
  case hid([Int])
  case refused(PriceGuessRefusal)
}

/// Why a move did nothing.
public enum PriceGuessRefusal: Sendable, Hashable {
  case quizOver
  /// Not one of the four options (or one 50/50 hid).
  case noSuchOption
  case fiftyFiftyUsed
}

/// How a quiz stands.
public enum PriceGuessStatus: Sendable, Hashable {
  case asking
  /// Every question asked.
  case completed
  /// The player finished before the end (always so for Endless).
  case finishedEarly

  public var isOver: Bool { self != .asking }
}
