/// One pair of a game as it falls: the words, when it falls, and how it was settled.
public struct WordMatchRound: Sendable, Hashable {
  /// 1-based place of this pair in the game.
  public var number: Int
  public var pair: WordMatchPair
  public var fall: WordMatchFall
  /// When the player answered or the word landed; the word stays where it was from then on.
  public var settledAt: Instant?

  public init(number: Int, pair: WordMatchPair, fall: WordMatchFall, settledAt: Instant? = nil) {
    self.number = number
    self.pair = pair
    self.fall = fall
    self.settledAt = settledAt
  }

  /// The word standing near the top (source language).
  public var prompt: String { pair.prompt }
  /// The falling word (target language).
  public var candidate: String { pair.candidate }
  /// Whether the falling word truly is a right translation.
  public var truth: WordMatchClaim { pair.truth }
  /// The instant the word reaches the landing line unanswered.
  public var landsAt: Instant { fall.landsAt }

  /// The time at which the word's position is read: `now`, frozen once the round is settled.
  func positionTime(at now: Instant) -> Instant {
    guard let settledAt else { return now }
    return min(now, settledAt)
  }
}
