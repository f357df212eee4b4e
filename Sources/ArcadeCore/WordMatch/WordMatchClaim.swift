/// What the player says about the falling word (Right arrow or `y`: correct; Left arrow or `n`: wrong).
///
/// The same two values say what a pair truly is (`WordMatchRound.truth`): an
/// answer is right when the claim equals the truth.
public enum WordMatchClaim: String, Sendable, Hashable, Codable, CaseIterable {
  case correct, wrong
}
