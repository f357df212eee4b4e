/// What a key or a click asks of the end-of-round panel, the same in every game.
public enum EndOfRoundAction: Sendable, Hashable {
  /// Enter or Space: the focused button.
  case pressFocused
  case choose(EndOfRoundChoice)
  case moveFocus(Int)
  case click(Point)
  /// `v`: the panel hides to show the board under it, or shows again.
  case toggleBoard
  /// `u`: the round's last move is taken back and play goes on (Minesweeper after a loss, TicTacToe against the computer).
  case undo
  /// `w`: the round just played, played back.
  case watch

  /// The panel's keys; `board` is the help's words for `v` where the game has a board worth seeing under the panel,
  /// `undo` for `u` where the round can be taken back.
  ///
  /// `v` goes after `L`: where the footer is short it keeps `v` and drops `o`, since the panel's own Options
  /// button stays in view and the board under the panel does not. `u` goes first: it is the one key that does not
  /// leave the round, and the one a player who has just lost looks for.
  /// `watch`: the round has moves to play back (`w`).
  /// `daily`: the round was a daily, whose playing again is practice, board the day's and "menu" the Daily screen.
  static func table(hasOptions: Bool, board: String? = nil, undo: String? = nil, watch: Bool = false, daily: Bool = false)
    -> KeyTable<EndOfRoundAction>
  {
    let rows: [KeyRow<EndOfRoundAction>?] = [
      undo.map { KeyRow("u", $0, priority: 3, footer: "u undo", [.on("u", do: .undo)]) },
      KeyRow("r", daily ? "practice: the same deal again, unranked" : "play again", priority: 3, footer: daily ? "r practice" : "r again", [
        .on("r", do: .choose(.playAgain))
      ]),
      KeyRow("L", daily ? "the day's board (the Daily screen)" : "leaderboard", priority: 3, footer: "L board", [
        .on("L", do: .choose(.leaderboard))
      ]),
      board.map { KeyRow("v", $0, priority: 2, footer: "v board", [.on("v", do: .toggleBoard)]) },
      hasOptions ? KeyRow("o", "options", priority: 2, footer: "o options", [.on("o", do: .choose(.options))]) : nil,
      watch ? KeyRow("w", "watch the round played back", priority: 1, footer: "w replay", [.on("w", do: .watch)]) : nil,
      KeyRow.leftRight("choose a button", left: .moveFocus(-1), right: .moveFocus(1))
        .adding("Tab", .on(.tab, do: .moveFocus(1)), .on(.backTab, do: .moveFocus(-1))),
      KeyRow(
        "Enter  Space", "press the chosen button (\(daily ? "Practice" : "Play again") at first)", [.on(.enter, " ", do: .pressFocused)]),
      .click("press a button"),
      daily ? .back("back to the Daily screen", .choose(.menu), footer: "q daily") : .back("back to the menu", .choose(.menu), footer: "q menu"),
    ]
    return KeyTable(rows.compactMap { $0 })
  }
}
