/// A pair the player got wrong or let land, with the right translations of its prompt, for the result screen.
public struct WordMatchMiss: Sendable, Hashable {
  public enum Reason: Sendable, Hashable {
    /// The player claimed this; it was the opposite.
    case answered(WordMatchClaim)
    case landed
  }

  public var pair: WordMatchPair
  public var reason: Reason
  /// Every right translation of `pair.prompt` in the list.
  public var rightTranslations: [String]

  public init(pair: WordMatchPair, reason: Reason, rightTranslations: [String]) {
    self.pair = pair
    self.reason = reason
    self.rightTranslations = rightTranslations
  }
}
