/// One pair put to the player: a prompt word, a candidate translation, and whether it is truly right.
public struct WordMatchPair: Sendable, Hashable {
  /// The word standing near the top (source language, e.g. English).
  public var prompt: String
  /// The falling word (target language, e.g. Spanish).
  public var candidate: String
  /// `.correct` when `candidate` is one of the list's translations of `prompt`.
  public var truth: WordMatchClaim

  public init(prompt: String, candidate: String, truth: WordMatchClaim) {
    self.prompt = prompt
    self.candidate = candidate
    self.truth = truth
  }
}
