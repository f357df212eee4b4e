import ArcadeCore

/// What the player asked for on the grid screen, by key or by mouse.
enum SteerAction: Hashable {
  case move(Direction)
  /// A click on a cell: a move when it is next to the robot.
  case moveToward(Position)
  /// Enter or Space after arrival: open the end of the round without waiting for the animation.
  case skipAnimation
  case back

  /// Arrows, h j k l and n e s w (compass points: w is west) move; q and Esc leave.
  static let table = KeyTable<SteerAction>([
    KeyRow("↑ ↓ ← →", "move north, south, west, east", priority: 3, footer: "←↑↓→ hjkl move", KeyBinding.arrowKeys { .move($0) }),
    KeyRow("h j k l", "move west, south, north, east (as in vi)", KeyBinding.viKeys { .move($0) }),
    KeyRow(
      "n e s w", "compass letters: north, east, south, west (w is west, not up as in WASD)", priority: 1,
      footer: "nesw compass",
      [.on("n", do: .move(.north)), .on("e", do: .move(.east)), .on("s", do: .move(.south)), .on("w", do: .move(.west))]),
    .click("a cell next to the robot: move there", priority: 1, footer: "click a neighbouring cell"),
    KeyRow("Enter  Space", "after arrival: the end of the round now", [.on(.enter, " ", do: .skipAnimation)]),
    .back("back (the round waits under Resume)", .back),
  ])
}
