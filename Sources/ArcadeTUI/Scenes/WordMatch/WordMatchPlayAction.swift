import ArcadeCore

/// What a key, a click or the clock asks of the play screen.
enum WordMatchPlayAction: Sendable, Hashable {
  /// The player's answer about the falling word.
  case claim(WordMatchClaim)
  /// Time passed (the tick asked for) or the screen changed size: bring the game up to date.
  case catchUp
  /// Leave the game for the menu.
  case leave
  case nothing
}
