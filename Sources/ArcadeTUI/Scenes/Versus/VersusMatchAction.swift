import ArcadeCore

/// What a key or a click asks of a live match.
enum VersusMatchAction: Hashable {
  case move(Direction)
  case choose
  /// A cell by a click, as the store numbers it.
  case take(Int)
  /// A keypad digit, 0…8.
  case digit(Int)
  /// `r`, asked twice.
  case resign
  /// `m`, once it is over: the same game again, the other side first.
  case rematch
  /// `w`, once it is over: the match played back at its pace.
  case replay
  case back

  /// A match's keys; one watched (`playing` false) has only help and back, and `r` gives way to `m` once it is `over`.
  static func table(ultimate: Bool, playing: Bool = true, over: Bool = false) -> KeyTable<VersusMatchAction> {
    let replay = KeyRow<VersusMatchAction>("w", "watch it played back, move by move", priority: 2, footer: "w replay", [.on("w", do: .replay)])
    guard playing else {
      return KeyTable((over ? [replay] : []) + [.help("this help", priority: 1, footer: "? help"), .back("back to Versus", .back)])
    }
    let ending: KeyRow<VersusMatchAction> =
      over
      ? KeyRow("m", "offer a rematch (the other side moves first)", priority: 2, footer: "m rematch", [.on("m", do: .rematch)])
      : KeyRow("r", "resign (asks first)", priority: 1, footer: "r resign", [.on("r", do: .resign)])
    return KeyTable((over ? [replay] : []) + [
      .arrows("move the cursor", priority: 2, footer: "←↑↓→ move") { .move($0) },
      KeyRow("Enter  Space", "take the cell", priority: 3, footer: "Enter take", [.on(.enter, " ", do: .choose)]),
      KeyRow(ultimate ? UltimateScene.keypad : TicTacToeScene.keypad, [.digits(1...9) { .digit($0 - 1) }]),
      .click("take the cell clicked"),
      ending,
      .help("this help", priority: 1, footer: "? help"),
      .back("back to Versus (the match goes on)", .back),
    ])
  }
}
