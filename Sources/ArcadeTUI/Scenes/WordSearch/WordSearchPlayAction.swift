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

  static func from(_ event: InputEvent, layout: WordSearchLayout, scroll: Position) -> WordSearchPlayAction? {
    switch event {
    case .key(.up), .key(.character("k")): return .move(rows: -1, columns: 0)
    case .key(.down), .key(.character("j")): return .move(rows: 1, columns: 0)
    case .key(.left), .key(.character("h")): return .move(rows: 0, columns: -1)
    case .key(.right), .key(.character("l")): return .move(rows: 0, columns: 1)
    case .key(.character(" ")), .key(.enter): return .mark
    case .key(.escape): return .cancel
    case .key(.character("v")): return .reveal
    case .key(.character("r")): return .newPuzzle
    case .key(.character("o")): return .options
    case .key(.character("q")): return .back
    case .mouse(let mouse) where mouse.button == .left:
      let cell = layout.cell(at: mouse.position, scroll: scroll)
      switch mouse.kind {
      case .press: return cell.map { .dragStart($0) }
      case .drag: return .dragTo(layout.dragCell(at: mouse.position, scroll: scroll))
      case .release: return .dragEnd(cell)
      }
    case WheelStep.up: return .scroll(rows: -3)
    case WheelStep.down: return .scroll(rows: 3)
    default: return nil
    }
  }
}
