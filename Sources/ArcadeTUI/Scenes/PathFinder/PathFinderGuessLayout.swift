import ArcadeCore

/// Where the guess screen's lines and buttons go, and which action a click on them means.
///
/// Rows and Columns sit side by side on one line, so ← → moving between them goes where the
/// player looks: `▶ Rows  [-]  5  [+]    Columns  [-]  4  [+]` (tighter on a narrow screen).
///
/// Below 14 rows the blank lines between the block's lines go, so it fits the arcade's smallest screen (40×12).
struct PathFinderGuessLayout {
  static let blockHeight = 10
  /// The block without its blank lines.
  static let tightBlockHeight = 8
  static let generateLabel = "[ Generate grid ]"
  static let continueLabel = "[ Continue ]"

  /// Where one side's pieces sit on the shared line.
  struct SideSpots: Hashable {
    let pointerX: Int
    let labelX: Int
    let minusX: Int
    /// The digit itself; it is highlighted with a space either side.
    let valueX: Int
    let plusX: Int
    /// Just past the [+]: a click from `pointerX` up to here focuses the side.
    var endX: Int { plusX + 3 }
  }

  /// Spacing of the side-by-side line: within a side (label to [-], [-] to the value) and between the sides.
  struct Spacing: Hashable {
    let inner: Int
    let between: Int

    static let roomy = Spacing(inner: 2, between: 4)
    static let compact = Spacing(inner: 1, between: 3)
  }

  let x: Int
  let top: Int
  let spacing: Spacing
  /// Whether the block keeps its blank lines (a screen of 14 rows or more).
  let isTall: Bool

  init(canvas: Size) {
    let roomyWidth = Self.lineWidth(.roomy)
    spacing = roomyWidth + 2 <= canvas.width ? .roomy : .compact
    let width = max(Self.lineWidth(spacing), Self.widestText)
    x = max(1, (canvas.width - width) / 2)
    // Two rows above the block (the header and the step line) and the footer below it.
    isTall = canvas.height >= Self.blockHeight + 4
    top = max(2, (canvas.height - (isTall ? Self.blockHeight : Self.tightBlockHeight)) / 2)
  }

  /// "Enter: check the guess and continue", the longest fixed line under the buttons.
  static let widestText = 35

  var generateRow: Int { top }
  var countRow: Int { top + (isTall ? 2 : 1) }
  /// Rows and Columns share this line.
  var sidesRow: Int { top + (isTall ? 4 : 3) }
  var continueRow: Int { top + (isTall ? 6 : 5) }
  var enterNoteRow: Int { continueRow + 1 }
  var messageRow: Int { top + (isTall ? 9 : 7) }

  static func label(of side: GridGuessDraft.Side) -> String { side == .rows ? "Rows" : "Columns" }

  /// One side's pieces, starting at `start`: pointer, label, [-], value, [+].
  private static func spots(of side: GridGuessDraft.Side, from start: Int, spacing: Spacing) -> SideSpots {
    let labelX = start + 2
    let minusX = labelX + label(of: side).count + spacing.inner
    let valueX = minusX + 3 + spacing.inner
    return SideSpots(pointerX: start, labelX: labelX, minusX: minusX, valueX: valueX, plusX: valueX + 1 + spacing.inner)
  }

  private static func lineWidth(_ spacing: Spacing) -> Int {
    let rows = spots(of: .rows, from: 0, spacing: spacing)
    return spots(of: .columns, from: rows.endX + spacing.between, spacing: spacing).endX
  }

  func spots(of side: GridGuessDraft.Side) -> SideSpots {
    let rows = Self.spots(of: .rows, from: x, spacing: spacing)
    guard side == .columns else { return rows }
    return Self.spots(of: .columns, from: rows.endX + spacing.between, spacing: spacing)
  }

  /// What a left click at a point does: a button, a side's [-] or [+], or focusing a side.
  func action(at point: Point) -> GuessAction? {
    func within(_ start: Int, _ length: Int) -> Bool { point.x >= start && point.x < start + length }
    if point.y == generateRow, within(x, Self.generateLabel.count) { return .generate }
    if point.y == continueRow, within(x, Self.continueLabel.count) { return .check }
    guard point.y == sidesRow else { return nil }
    for side in GridGuessDraft.Side.allCases {
      let spots = spots(of: side)
      if within(spots.minusX, 3) { return .adjust(side, -1) }
      if within(spots.plusX, 3) { return .adjust(side, 1) }
      if within(spots.pointerX, spots.endX - spots.pointerX) { return .focus(side) }
    }
    return nil
  }
}
