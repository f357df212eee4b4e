/// What re-dealing a round from its seed found: a tape keeps its deal so it replays anywhere, and this is what
/// decides whether that deal is the one its game deals.
public enum DealCheck: Hashable, Sendable {
  /// The game's dealer deals exactly the tape's deal from its seed and options (and content).
  case seedsDeal
  /// It deals something else: a made-up deal, or a computer's reply the computer would not make.
  case notSeedsDeal
  /// The content the deal came from is not here (a player's own word list or catalog): such a round is ranked only
  /// on boards of its own content, as before re-dealing.
  case contentNotHere
}
