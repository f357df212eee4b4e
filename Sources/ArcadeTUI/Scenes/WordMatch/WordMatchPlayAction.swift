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

  /// The keys of the play screen; a click on a button goes through the layout.
  static let table = KeyTable<WordMatchPlayAction>([
    KeyRow("← n h", "Wrong: it does not", priority: 3, footer: "← n Wrong", [.on(.left, "n", "h", do: .claim(.wrong))]),
    KeyRow("→ y l", "Correct: it translates", priority: 3, footer: "→ y Correct", [.on(.right, "y", "l", do: .claim(.correct))]),
    .click("a button"),
    .help("this help", priority: 1, footer: "? help"),
    .back("back (the round waits under Resume)", .leave, priority: 2),
  ])
}
