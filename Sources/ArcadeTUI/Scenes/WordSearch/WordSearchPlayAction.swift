import ArcadeCore

/// What a key or a mouse event asks of the WordSearch screen while a puzzle is played.
enum WordSearchPlayAction: Equatable {
  case move(rows: Int, columns: Int)
  /// Space or Enter: marks the cursor's letter as one end (a click does the same through a drag that ends where it began).
  case mark
  case cancel
  case dragStart(Position)
  case dragTo(Position)
  /// The button let go, over this letter (nil off the grid).
  case dragEnd(Position?)
  /// The wheel: the grid's window moves this many rows when the grid does not fit.
  case scroll(rows: Int)
  case reveal
  case newPuzzle
  case options
  case back

  /// The keys while a puzzle is played; drags and clicks go through the layout (`from`).
  static let table = table(daily: false)

  /// The keys of a puzzle; a daily's offers no new puzzle and no options: its puzzle is the day's.
  static func table(daily: Bool) -> KeyTable<WordSearchPlayAction> {
    KeyTable<WordSearchPlayAction>([
      .arrows("move the cursor", priority: 1, footer: "←↑↓→ move") { .move(rows: $0.rowOffset, columns: $0.columnOffset) },
      KeyRow("Space  Enter", "mark the first letter, then the last", priority: 3, footer: "Space mark", [.on(" ", .enter, do: .mark)]),
      KeyRow("Esc", "cancel a half-made selection; with none, back", priority: 1, footer: "Esc cancel", [.on(.escape, do: .cancel)]),
      KeyRow("drag  click", "drag from the first letter to the last, or click both"),
      .wheel("scroll a grid larger than the screen", up: .scroll(rows: -3), down: .scroll(rows: 3)),
      KeyRow("v", "reveal a word (then ↑↓ and Enter, or a click)", priority: 2, footer: "v reveal", [.on("v", do: .reveal)]),
    ] + (daily ? [] : [
      KeyRow("r", "new puzzle, same settings", priority: 2, footer: "r new", [.on("r", do: .newPuzzle)]),
      KeyRow("o", "options", [.on("o", do: .options)]),
    ]) + [
      // Esc cancels a selection first, so q is the key that always leaves.
      KeyRow("q", "back (the puzzle waits under Resume)", priority: 3, footer: "q back", [.on("q", do: .back)]),
    ])
  }

  static func from(_ event: InputEvent, layout: WordSearchLayout, scroll: Position, daily: Bool = false) -> WordSearchPlayAction? {
    table(daily: daily).action(for: event) { mouse in
      guard mouse.button == .left else { return nil }
      let cell = layout.cell(at: mouse.position, scroll: scroll)
      return switch mouse.kind {
      case .press: cell.map { .dragStart($0) }
      case .drag: .dragTo(layout.dragCell(at: mouse.position, scroll: scroll))
      case .release: .dragEnd(cell)
      }
    }
  }
}
