import ArcadeCore

/// What a key or a click asks of a live match.
enum VersusMatchAction: Hashable {
  case move(Direction)
  case choose
  /// A cell by its keypad digit or a click.
  case take(Int)
  /// `r`, asked twice.
  case resign
  case back

  static var table: KeyTable<VersusMatchAction> {
    KeyTable([
      .arrows("move the cursor", priority: 2, footer: "←↑↓→ move") { .move($0) },
      KeyRow("Enter  Space", "take the cell", priority: 3, footer: "Enter take", [.on(.enter, " ", do: .choose)]),
      KeyRow(TicTacToeScene.keypad, [.digits(1...9) { .take($0 - 1) }]),
      KeyRow("r", "resign (asks first)", priority: 1, footer: "r resign", [.on("r", do: .resign)]),
      .help("this help", priority: 1, footer: "? help"),
      .back("back to Versus (the match goes on)", .back),
    ])
  }
}
