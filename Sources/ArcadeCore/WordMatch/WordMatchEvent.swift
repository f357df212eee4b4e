/// What the passing of time did, in order; one `advance(to:)` may report several.
public enum WordMatchEvent: Sendable, Hashable {
  /// The word landed unanswered and counted as a wrong attempt.
  case landed(WordMatchRound)
  /// A new pair started falling.
  case nextPair(WordMatchRound)
  /// The game ended.
  case over(WordMatchOutcome)
}
