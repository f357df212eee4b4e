/// What a key or a click asks of the Daily screen.
enum DailyAction: Hashable {
  /// ↑↓: another game.
  case game(Int)
  /// ←→: another day of the calendar.
  case day(Int)
  case today
  case play
  case share
  /// `g`: race the day's best round's ghost, once the player's own attempt is on the day's board.
  case race
  /// A click: on a game's line or a day of the calendar, it chooses it; on the chosen one, it plays it.
  case click(Point)
  case back

  static var table: KeyTable<DailyAction> {
    KeyTable([
      KeyRow.upDown("choose a game", up: .game(-1), down: .game(1), priority: 3, footer: "↑↓ game"),
      KeyRow("← →  h l", "choose a day of the calendar (a past day is practice)", priority: 2, footer: "←→ day", [
        .on(.left, "h", do: .day(-1)), .on(.right, "l", do: .day(1)),
      ]),
      KeyRow("t", "back to today", [.on("t", .home, do: .today)]),
      KeyRow("Enter  Space", "play the chosen day (today's first attempt is the ranked one)", priority: 3, footer: "Enter play", [
        .on(.enter, " ", do: .play)
      ]),
      KeyRow("s", "show the line to share for the chosen day (and copy it, where the terminal takes it)", priority: 2, footer: "s share", [.on("s", do: .share)]),
      KeyRow("g", "race the day's best round's ghost on its deal (after your own attempt)", [.on("g", do: .race)]),
      .click("choose a game or a day; click the chosen one again to play it"),
      .help("this help", priority: 1, footer: "? help"),
      KeyRow.back("back to the menu", .back),
    ])
  }
}
