import ArcadeCore

/// Where the guess screen's lines and buttons go, and which action a click on them means.
struct PathFinderGuessLayout {
  static let blockWidth = 36
  static let blockHeight = 11
  static let generateLabel = "[ Generate grid ]"
  static let continueLabel = "[ Continue ]"

  let x: Int
  let top: Int

  init(canvas: Size) {
    x = max(1, (canvas.width - Self.blockWidth) / 2)
    top = max(2, (canvas.height - Self.blockHeight) / 2)
  }

  var generateRow: Int { top }
  var countRow: Int { top + 2 }
  func row(of side: GridGuessDraft.Side) -> Int { side == .rows ? top + 4 : top + 5 }
  var continueRow: Int { top + 7 }
  var enterNoteRow: Int { top + 8 }
  var messageRow: Int { top + 10 }

  var labelX: Int { x + 2 }
  var minusX: Int { x + 12 }
  var valueX: Int { x + 17 }
  var plusX: Int { x + 20 }

  /// What a left click at a point does: a button, a side's [-] or [+], or focusing a side.
  func action(at point: Point) -> GuessAction? {
    func within(_ start: Int, _ length: Int) -> Bool { point.x >= start && point.x < start + length }
    if point.y == generateRow, within(x, Self.generateLabel.count) { return .generate }
    if point.y == continueRow, within(x, Self.continueLabel.count) { return .check }
    for side in GridGuessDraft.Side.allCases where point.y == row(of: side) {
      if within(minusX, 3) { return .adjust(side, -1) }
      if within(plusX, 3) { return .adjust(side, 1) }
      if within(x, plusX + 3 - x) { return .focus(side) }
    }
    return nil
  }
}

/// What the player asked for on the guess screen, by key or by mouse.
enum GuessAction: Hashable {
  /// `g` or the button: draw a (new) grid.
  case generate
  /// Enter: generate while there is no grid, else check the guess.
  case enter
  /// The Continue button: check the guess.
  case check
  /// Change the focused side by one.
  case change(Int)
  /// A click on a side's [-] or [+].
  case adjust(GridGuessDraft.Side, Int)
  case focus(GridGuessDraft.Side)
  case switchFocus
  /// A typed digit (only 4–6 do anything).
  case type(Int)
  case back

  /// The action a key stands for on the guess screen.
  init?(key: Key) {
    switch key {
    case .character("g"), .character("G"): self = .generate
    case .enter: self = .enter
    case .up, .character("k"), .character("+"), .character("="): self = .change(1)
    case .down, .character("j"), .character("-"), .character("_"): self = .change(-1)
    case .left, .right, .tab, .backTab, .character("h"), .character("l"): self = .switchFocus
    case .character("q"), .escape: self = .back
    case .character(let c):
      guard let digit = c.wholeNumberValue else { return nil }
      self = .type(digit)
    default: return nil
    }
  }
}
