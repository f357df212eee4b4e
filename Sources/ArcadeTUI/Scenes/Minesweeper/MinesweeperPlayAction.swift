import ArcadeCore

/// What a key or a click asks of the Minesweeper board; a nil cell means the cell under the cursor.
enum MinesweeperPlayAction: Hashable {
  case move(Direction)
  /// Open a cell (a satisfied number chords); in flag mode, flag it instead.
  case reveal(Position?)
  case flag(Position?)
  case chord(Position?)
  /// The wheel: the window onto a board larger than the screen moves this many rows.
  case scroll(rows: Int)
  case toggleFlagMode
  case hint
  /// Take back the reveal that lost; on the board while playing, it only says when it works (after a loss).
  case undo
  /// A new game with the same options.
  case restart
  /// Back to the options screen, keeping the choices.
  case options
  case back

  /// The board's keys; `questionMarks` and `flagMode` change only what the help and footer say. A daily offers no new
  /// game and no options: its board is the day's.
  static func table(questionMarks: Bool, flagMode: Bool = false, daily: Bool = false) -> KeyTable<MinesweeperPlayAction> {
    KeyTable([
      .arrows("move the cursor", priority: 2, footer: "←↑↓→ move") { .move($0) },
      flagMode
        ? KeyRow("Space  Enter", "flag (flag mode is on; m to open again)", priority: 3, footer: "Space flag", [.on(" ", .enter, do: .reveal(nil))])
        : KeyRow("Space  Enter", "open; on a satisfied number, open around it", priority: 3, footer: "Space open", [.on(" ", .enter, do: .reveal(nil))]),
      KeyRow("f", questionMarks ? "flag → ? → blank" : "flag / unflag", priority: 3, footer: "f flag", [.on("f", do: .flag(nil))]),
      KeyRow("c", "chord: open around a number", [.on("c", do: .chord(nil))]),
      KeyRow("m", "flag mode: Space, Enter and clicks flag", priority: 1, footer: "m flag mode", [.on("m", do: .toggleFlagMode)]),
      KeyRow("H", "hint: jump to a cell surely safe or a mine", priority: 2, footer: "H hint", [.on("H", do: .hint)]),
      KeyRow("u", "after a loss: take back the reveal that lost and play on", [.on("u", do: .undo)]),
      .click("left open, right flag, middle chord"),
      .wheel("scroll a board larger than the screen", up: .scroll(rows: -3), down: .scroll(rows: 3)),
    ] + (daily ? [] : [
      KeyRow("r", "new game, same options", priority: 1, footer: "r new", [.on("r", do: .restart)]),
      KeyRow("o", "the options screen", [.on("o", do: .options)]),
    ]) + [
      .back("back to where the game was opened (the round waits under Resume)", .back, priority: 2),
    ])
  }

  /// What a press of a mouse button on a cell asks for: left opens, right flags, middle chords.
  static func click(_ mouse: MouseEvent, layout: MinesweeperBoardLayout) -> MinesweeperPlayAction? {
    guard mouse.kind == .press, let cell = layout.cell(at: mouse.position) else { return nil }
    return switch mouse.button {
    case .left: .reveal(cell)
    case .right: .flag(cell)
    case .middle: .chord(cell)
    case .wheelUp, .wheelDown: nil
    }
  }
}
