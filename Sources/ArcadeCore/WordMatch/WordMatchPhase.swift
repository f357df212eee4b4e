/// What a WordMatch game is doing, which is all the screen needs to draw it.
public enum WordMatchPhase: Sendable, Hashable {
  /// Dealt nothing yet; `start(at:)` begins.
  case ready
  /// A word is falling and waits for an answer.
  case falling
  /// The word flashes (green for right, red for wrong or landed) until the next pair or the end.
  case feedback(WordMatchFeedback, until: Instant)
  /// The game has ended; the result screen shows the counters and `missed`.
  case over(WordMatchOutcome)
}

/// How the current word was settled, for its flash.
public enum WordMatchFeedback: Sendable, Hashable {
  case right(points: Int)
  case wrong
  /// The word landed unanswered; it counts as a wrong attempt.
  case landed
}

/// Why a game ended.
public enum WordMatchOutcome: String, Sendable, Hashable, Codable {
  /// Every pair was played with a life to spare.
  case allPairsPlayed
  /// The wrong attempts used up every life.
  case outOfLives
}
