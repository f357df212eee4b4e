import ArcadeCore

/// A game's options screen as data: rows of choices, toggles and numbers, then a Start button.
///
/// The scene owns the form, reads the values back after each change, and writes
/// the sentence that says what Start will deal; keys and clicks are handled here once.
public struct OptionsForm: Sendable, Equatable {
  /// What one row holds.
  public enum Field: Sendable, Equatable {
    /// ◀ value ▶, one of several.
    case choice(values: [String], selected: Int)
    /// on / off.
    case toggle(Bool)
    /// A whole number typed or stepped within limits.
    case number(Int, range: ClosedRange<Int>)
  }

  /// A labelled row; a disabled row is drawn dim and skipped by the cursor.
  ///
  /// A fixed row (another row's choice sets its value, as a preset sets a board's size) is drawn dim with
  /// the reason beside its value, and the cursor stops on it, so a player is not moved past it unawares;
  /// it takes no changes.
  public struct Row: Sendable, Equatable {
    public var label: String
    public var field: Field
    public var isEnabled: Bool
    /// Why the value cannot be changed here ("from the preset"); nil for a row that can be.
    public var fixedBy: String?

    public init(_ label: String, _ field: Field, isEnabled: Bool = true, fixedBy: String? = nil) {
      self.label = label
      self.field = field
      self.isEnabled = isEnabled
      self.fixedBy = fixedBy
    }

    /// Whether keys and clicks may change the value.
    var isChangeable: Bool { isEnabled && fixedBy == nil }
  }

  /// What a key or click did.
  public enum Outcome: Sendable, Equatable {
    case changed(row: Int)
    case start
    case back
  }

  public var rows: [Row]
  /// The focused row; `rows.count` is the Start button.
  public private(set) var focus: Int
  public var startLabel: String
  /// Digits typed into the focused number since it got focus (the first replaces the value).
  private var typing = false

  public init(rows: [Row], startLabel: String = "Start") {
    self.rows = rows
    self.startLabel = startLabel
    focus = rows.firstIndex { $0.isEnabled } ?? rows.count
  }

  public var startFocused: Bool { focus == rows.count }

  /// The selected index of a choice row, the state of a toggle, the number of a number row.
  public func selection(_ row: Int) -> Int {
    switch rows[row].field {
    case .choice(_, let selected): selected
    case .toggle(let on): on ? 1 : 0
    case .number(let value, _): value
    }
  }

  public func isOn(_ row: Int) -> Bool { selection(row) != 0 }

  public mutating func setEnabled(_ row: Int, _ enabled: Bool) { rows[row].isEnabled = enabled }

  /// Fixes a row's value (with the reason shown beside it), or frees it with nil.
  public mutating func setFixed(_ row: Int, by reason: String?) {
    guard rows[row].fixedBy != reason else { return }
    rows[row].fixedBy = reason
    // Digits typed before the row was fixed do not run on into it once it is free again.
    if focus == row { typing = false }
  }

  /// The form's lines of help, for the overlay and the footer.
  /// The form's keys for `?` and the footer: typing a number is listed only where a row takes one.
  public var helpEntries: [HelpEntry] { keyTable.helpEntries }

  var keyTable: KeyTable<OptionsFormAction> {
    OptionsFormAction.table(numbers: rows.contains { if case .number = $0.field { true } else { false } })
  }

  public mutating func handle(_ event: InputEvent, layout: OptionsFormLayout) -> Outcome? {
    switch keyTable.action(for: event, click: OptionsFormAction.click) {
    case .start?: return .start
    case .back?: return .back
    case .moveFocus(let delta)?: moveFocus(by: delta)
    case .step(let delta)?: return step(by: delta)
    case .space?: return startFocused ? .start : step(by: 1)
    case .erase?: return erase()
    case .type(let digit)?: return type(digit)
    case .click(let point)?: return click(point, layout: layout)
    case nil: break
    }
    return nil
  }

  private mutating func moveFocus(by delta: Int) {
    var next = focus
    repeat {
      next += delta
    } while next >= 0 && next < rows.count && !rows[next].isEnabled
    // The cursor stops at the first row and at Start.
    if next >= 0 && next <= rows.count { focus = next }
    typing = false
  }

  private mutating func step(by delta: Int) -> Outcome? {
    guard !startFocused, rows[focus].isChangeable else { return nil }
    typing = false
    switch rows[focus].field {
    case .choice(let values, let selected):
      rows[focus].field = .choice(values: values, selected: (selected + delta + values.count) % values.count)
    case .toggle(let on):
      rows[focus].field = .toggle(!on)
    case .number(let value, let range):
      rows[focus].field = .number(min(range.upperBound, max(range.lowerBound, value + delta)), range: range)
    }
    return .changed(row: focus)
  }

  private mutating func type(_ digit: Int) -> Outcome? {
    guard !startFocused, rows[focus].isChangeable, case .number(let value, let range) = rows[focus].field else { return nil }
    let maxDigits = String(range.upperBound).count
    var next = typing ? value * 10 + digit : digit
    if String(next).count > maxDigits { next = digit }
    typing = true
    // Out-of-range values are kept while typing ("1" on the way to "16"); the scene's sentence says what is wrong.
    rows[focus].field = .number(next, range: range)
    return .changed(row: focus)
  }

  private mutating func erase() -> Outcome? {
    guard !startFocused, rows[focus].isChangeable, case .number(let value, let range) = rows[focus].field else { return nil }
    typing = true
    rows[focus].field = .number(value / 10, range: range)
    return .changed(row: focus)
  }

  private mutating func click(_ point: Point, layout: OptionsFormLayout) -> Outcome? {
    if layout.start.rect.contains(point) {
      focus = rows.count
      return .start
    }
    guard let index = layout.rowY.firstIndex(of: point.y), rows[index].isEnabled else { return nil }
    focus = index
    typing = false
    guard rows[index].isChangeable else { return nil }
    if point.x == layout.leftArrowX { return step(by: -1) }
    if point.x == layout.rightArrowX(for: self, row: index) { return step(by: 1) }
    if case .toggle = rows[index].field, point.x >= layout.valueX { return step(by: 1) }
    return nil
  }

  /// The text shown for a row's value.
  func valueText(_ row: Int) -> String {
    switch rows[row].field {
    case .choice(let values, let selected): values[selected]
    case .toggle(let on): on ? "on" : "off"
    case .number(let value, _): String(value)
    }
  }

  /// The widest any value of a row can be, so arrows do not jump as values change.
  func valueWidth(_ row: Int) -> Int {
    switch rows[row].field {
    case .choice(let values, _): values.map(displayWidth).max() ?? 0
    case .toggle: 3
    case .number(_, let range): max(String(range.upperBound).count, String(range.lowerBound).count)
    }
  }

  public func layout(in area: Rect) -> OptionsFormLayout { OptionsFormLayout(form: self, area: area) }

  /// Draws the rows, the Start button and the sentence under the form (wrapped to what fits).
  ///
  /// The focused row (or Start) has the pointer (▶, ASCII `>`) left of it as well as its colour, so the
  /// focus shows without colours and where reverse video is hard to see.
  public func draw(into canvas: inout Canvas, theme: Theme, layout: OptionsFormLayout, summary: [String] = []) {
    for index in rows.indices { drawRow(index, into: &canvas, theme: theme, layout: layout) }
    layout.start.draw(into: &canvas, theme: theme, focused: startFocused)
    if startFocused {
      canvas[layout.start.rect.x - 2, layout.start.rect.y] = Cell(theme.glyphs.pointer, style: theme.accent.emphasised)
    }
    let lines = summary.flatMap { wrapText($0, width: max(10, layout.summaryWidth)) }
    for (offset, line) in lines.prefix(layout.summaryRows).enumerated() {
      canvas.putCentered(line, in: layout.area, row: layout.summaryY + offset, style: theme.muted)
    }
  }

  /// One row: the pointer when focused, the label, the value between its arrows (a fixed row: no arrows, the reason after).
  private func drawRow(_ index: Int, into canvas: inout Canvas, theme: Theme, layout: OptionsFormLayout) {
    let row = rows[index]
    let y = layout.rowY[index]
    let focused = focus == index
    let style: Style = row.isChangeable ? (focused ? .bold : .plain) : theme.muted
    if focused { canvas[layout.labelX - 2, y] = Cell(theme.glyphs.pointer, style: theme.accent.emphasised) }
    canvas.put(row.label, at: Point(x: layout.labelX, y: y), style: focused ? style.emphasised : style)
    let value = valueText(index)
    let width = max(valueWidth(index), displayWidth(value))
    let arrowStyle = row.isChangeable ? theme.accent : theme.muted
    let padded = value + String(repeating: " ", count: max(0, width - displayWidth(value)))
    canvas.put(" \(padded) ", at: Point(x: layout.valueX - 1, y: y), style: focused && row.isChangeable ? theme.selected : style)
    if let reason = row.fixedBy {
      // The reasons line up, after the widest fixed value.
      let fixedWidth = rows.indices.filter { rows[$0].fixedBy != nil }.map(valueWidth).max() ?? width
      canvas.put(reason, at: Point(x: layout.valueX + fixedWidth + 2, y: y), style: theme.muted)
    } else {
      canvas.put("◀", at: Point(x: layout.leftArrowX, y: y), style: arrowStyle)
      canvas.put("▶", at: Point(x: layout.valueX + width + 1, y: y), style: arrowStyle)
    }
  }
}
