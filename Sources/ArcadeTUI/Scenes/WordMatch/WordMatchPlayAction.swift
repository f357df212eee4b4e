import ArcadeCore

/// What a key, a click or the clock asks of the play screen.
enum WordMatchPlayAction: Sendable, Hashable {
  /// The player's answer about the falling word.
  case claim(WordMatchClaim)
  /// Time passed (the tick asked for): bring the game up to date.
  case catchUp
  /// The screen changed size: lay out again and leave time to the next tick.
  case relayout
  /// Leave the game for the menu.
  case leave
  case nothing
}
