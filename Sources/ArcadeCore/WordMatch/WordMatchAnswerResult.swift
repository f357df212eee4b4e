/// What an answer did.
public enum WordMatchAnswerResult: Sendable, Hashable {
  /// A right claim; the points were added to the score.
  case right(points: Int)
  /// A wrong claim; it counts as a wrong attempt.
  case wrong
  /// The answer did not count.
  case ignored(WordMatchIgnoredReason)
}

/// Why an answer did not count.
public enum WordMatchIgnoredReason: Sendable, Hashable {
  case notStarted
  /// The current word is flashing; the next one has not started.
  case betweenPairs
  /// The word had already landed at that instant; `advance(to:)` counts the landing.
  case landed
  case over
  /// The game is paused (the help is open).
  case paused
}
