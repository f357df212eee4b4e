import ArcadeCore

/// What the player asked for on the guess screen, by key or by mouse.
enum GuessAction: Hashable {
  /// `g` or the button: draw a (new) grid.
  case generate
  /// Enter: generate while there is no grid, else check the guess.
  case enter
  /// The Continue button: check the guess.
  case check
  /// Change the focused side by one.
  case change(Int)
  /// A click on a side's [-] or [+].
  case adjust(GridGuessDraft.Side, Int)
  case focus(GridGuessDraft.Side)
  case switchFocus
  /// A typed digit (only 4–6 do anything).
  case type(Int)
  case back

  /// The guess screen's keys. Before a grid (`guessing` false) the footer offers only to draw one; a daily's grid is
  /// the day's, so it offers no other.
  static func table(guessing: Bool, daily: Bool = false) -> KeyTable<GuessAction> {
    KeyTable((daily && guessing ? [] : [
      KeyRow("g", "generate a grid (again: a new grid)", priority: guessing ? 3 : 0, footer: "g new grid", [.on("g", "G", do: .generate)]),
    ]) + [
      KeyRow(
        "↑ ↓  k j  + -", "change the focused value (4 – 6)", priority: guessing ? 2 : 0, footer: "↑↓ +- change",
        [.on(.up, "k", "+", "=", do: .change(1)), .on(.down, "j", "-", "_", do: .change(-1))]
      ).withWheel(up: .change(1), down: .change(-1), named: false),
      // Rows sit on the left, Columns on the right: ← → go to the side in that direction.
      .leftRight("go to Rows (left) or Columns (right)", left: .focus(.rows), right: .focus(.columns), priority: guessing ? 1 : 0,
                 footer: "←→ Tab switch"),
      KeyRow("Tab", "switch between Rows and Columns", [.on(.tab, .backTab, do: .switchFocus)]),
      KeyRow(
        "4 5 6", "type the focused value (rows, then columns)", priority: guessing ? 1 : 0, footer: "4-6 type",
        [.character { $0.wholeNumberValue.map(GuessAction.type) }]),
      KeyRow(
        "Enter", "no grid yet: generate; else check the guess and continue", priority: 3,
        footer: guessing ? "Enter continue" : "g/Enter new grid", [.on(.enter, do: .enter)]),
      .click("a button, a value, or its [-] [+]"),
      .back("back (the round waits under Resume)", .back),
    ])
  }
}
