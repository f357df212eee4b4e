/// What a key or a click asks of the Leaderboard.
enum LeaderboardAction: Hashable {
  /// The next or previous game's tab, round from the last to the first.
  case game(Int)
  /// A game's tab by its number, from 1.
  case gameNumber(Int)
  /// The next or previous board of the game, round.
  case board(Int)
  case click(Point)
  /// `n` `p`: the row Enter plays back moves down or up.
  case row(Int)
  /// Enter: the chosen row's round, played back.
  case watch
  /// `g`: a race against the chosen row's round, on its deal.
  case race
  case back

  /// The keys; the footer keeps ←→ game, ↑↓ board and the way back.
  static let table = KeyTable<LeaderboardAction>([
    KeyRow(
      "← →  Tab  h l", "previous / next game", priority: 2, footer: "←→ game",
      [.on(.right, .tab, "l", do: .game(1)), .on(.left, .backTab, "h", do: .game(-1))]),
    .click("a game's tab; where one tab shows, its ◀ ▶"),
    KeyRow("1 – 9", "the game at that place in the menu", [.character { $0.wholeNumberValue.map(LeaderboardAction.gameNumber) }]),
    KeyRow(
      "↑ ↓  j k  v", "previous / next board of the game (preset, speed…)", priority: 1, footer: "↑↓ board",
      [.on(.down, "j", "v", do: .board(1)), .on(.up, "k", "V", do: .board(-1))]
    ).withWheel(up: .board(-1), down: .board(1), named: false),
    KeyRow("n p", "next / previous row (Enter plays it back)", [.on("n", do: .row(1)), .on("p", do: .row(-1))]),
    KeyRow("Enter", "watch the chosen row's round played back", priority: 1, footer: "Enter replay", [.on(.enter, do: .watch)]),
    KeyRow("g", "race the chosen row's ghost on its deal", [.on("g", do: .race)]),
    .back("back", .back),
  ])
}
