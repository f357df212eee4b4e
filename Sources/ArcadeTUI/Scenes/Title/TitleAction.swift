/// What a key or a click asks of the title menu.
enum TitleAction: Hashable {
  /// ↑ ↓ and Tab: the cursor moves, round from the last entry to the first.
  case move(Int)
  /// The wheel: the cursor moves and stops at the ends.
  case scroll(Int)
  case first
  case last
  case open
  case daily
  case versus
  case leaderboard
  case settings
  /// A game's digit.
  case shortcut(Character)
  case click(Point)
  case quit

  /// The menu's keys; `gameCount` is how many games have a digit.
  static func table(gameCount: Int) -> KeyTable<TitleAction> {
    KeyTable([
      KeyRow.upDown("move", up: .move(-1), down: .move(1), priority: 3, footer: "↑↓ move")
        .adding(nil, .on(.backTab, do: .move(-1)), .on(.tab, do: .move(1)))
        .adding(nil, .on(.home, "g", do: .first), .on(.end, "G", do: .last))
        .withWheel(up: .scroll(-1), down: .scroll(1), named: false),
      KeyRow("Enter  l", "open", priority: 3, footer: "Enter open", [.on(.enter, " ", .right, "l", do: .open)]),
      KeyRow("1 – \(gameCount)", "open a game directly", priority: 2, footer: "1-\(gameCount) play", [.character { .shortcut($0) }]),
      KeyRow("D", "the daily", [.on("D", do: .daily)]),
      KeyRow("V", "versus: play someone live", [.on("V", do: .versus)]),
      KeyRow("L", "leaderboard", [.on("L", do: .leaderboard)]),
      KeyRow("S", "settings", [.on("S", do: .settings)]),
      .click("open an entry"),
      .help("this help (in every screen)", priority: 2, footer: "? help"),
      // Ctrl-C quits from anywhere: the loop takes it, so the row only names it.
      KeyRow.back("quit", .quit, footer: "q quit").adding("Ctrl-C"),
    ])
  }
}
