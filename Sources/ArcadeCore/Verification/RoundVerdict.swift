/// What checking a round against its moves found.
public enum RoundVerdict: Hashable, Sendable {
  /// Its deal and moves give exactly the round it claims.
  case verified
  /// Saved before moves were kept: ranked on this machine's boards, marked, and refused by the shared board.
  case notReplayable
  case refused(RoundRefusal)

  /// Whether a board may rank the round: a refused one is hidden and counted.
  public var isShown: Bool {
    if case .refused = self { return false }
    return true
  }

  public var refusal: RoundRefusal? {
    if case .refused(let refusal) = self { return refusal }
    return nil
  }
}
