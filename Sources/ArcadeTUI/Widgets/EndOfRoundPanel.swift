import ArcadeCore

/// What a player can do once a round is over: the same four in every game.
public enum EndOfRoundChoice: Sendable, Hashable, CaseIterable {
  case playAgain, leaderboard, options, menu

  /// Labels from the widest to the narrowest; after a daily, playing again is practice of the same deal, the board
  /// is the day's and the "menu" is the Daily screen.
  func label(_ form: Int, daily: Bool = false) -> String {
    switch self {
    case .playAgain: daily ? ["Practice", "Practice", "Again"][form] : ["Play again", "Again", "Again"][form]
    case .leaderboard: daily ? ["Day's board", "Board", "Board"][form] : ["Leaderboard", "Board", "Board"][form]
    case .options: ["Options", "Options", "Opts"][form]
    case .menu: daily ? ["Daily", "Daily", "Daily"][form] : ["Menu", "Menu", "Menu"][form]
    }
  }
}

/// How a round ended, in the panel's colour.
public enum EndOfRoundTone: Sendable, Hashable {
  case good, bad, neutral
}

/// The end-of-round panel every game shows: the outcome, the figures, where it ranked, and four buttons.
///
/// Its keys are `EndOfRoundAction.table`'s; ←→ stop at the ends (no wrapping round to Menu by accident), and a
/// click presses a button.
public struct EndOfRoundPanel: Sendable, Equatable {
  /// The frame's title (the game and its board, say).
  public var title: String
  /// One line: "You win!", "Boom!", "Draw".
  public var headline: String
  public var tone: EndOfRoundTone
  /// The round's figures as label and value ("Time", "1:23").
  public var figures: [Figure]
  /// Lines under the figures: where it ranked, why it is not ranked, not saved.
  public var notes: [String]
  /// The round was a daily: Menu goes back to the Daily screen, and says so.
  public var isDaily = false
  public var hasOptions: Bool
  public private(set) var focus: EndOfRoundChoice = .playAgain

  /// A label and its value.
  public struct Figure: Sendable, Equatable {
    public var label: String
    public var value: String
    public init(_ label: String, _ value: String) {
      self.label = label
      self.value = value
    }
  }

  public init(
    title: String, headline: String, tone: EndOfRoundTone, figures: [Figure], notes: [String] = [],
    hasOptions: Bool
  ) {
    self.title = title
    self.headline = headline
    self.tone = tone
    self.figures = figures
    self.notes = notes
    self.hasOptions = hasOptions
  }

  /// Adds the receipt's line (rank, not ranked, not saved) to the notes.
  public mutating func add(_ receipt: RoundReceipt?) {
    if let line = receipt?.summary { notes.append(line) }
    if let share = receipt?.shareText { notes.append(share) }
    // A daily has no options to change (its deal is the day's): no Options button, no `o`.
    if receipt?.daily != nil {
      isDaily = true
      hasOptions = false
    }
  }

  /// The help overlay's lines for the panel, and the footer's.
  public static func helpEntries(hasOptions: Bool, daily: Bool = false) -> [HelpEntry] {
    EndOfRoundAction.table(hasOptions: hasOptions, daily: daily).helpEntries
  }

  public var choices: [EndOfRoundChoice] { EndOfRoundChoice.allCases.filter { $0 != .options || hasOptions } }

  /// Handles a key or click; returns the choice made, if one was.
  public mutating func handle(_ event: InputEvent, screen: Size, area: Rect? = nil) -> EndOfRoundChoice? {
    EndOfRoundAction.table(hasOptions: hasOptions).action(for: event, click: EndOfRoundAction.click)
      .flatMap { apply($0, screen: screen, area: area) }
  }

  /// Carries out an action; returns the choice made, if one was (`v` and `u` are the round's, not the panel's: nothing here).
  mutating func apply(_ action: EndOfRoundAction, screen: Size, area: Rect? = nil) -> EndOfRoundChoice? {
    switch action {
    case .pressFocused:
      return focus
    case .choose(let choice):
      return choices.contains(choice) ? choice : nil
    case .moveFocus(let delta):
      move(by: delta)
    case .click(let point):
      let layout = layout(in: area ?? Self.defaultArea(screen))
      if let hit = layout.buttons.first(where: { $0.drawn.rect.contains(point) }) {
        focus = hit.choice
        return hit.choice
      }
    case .toggleBoard, .undo, .watch:
      break
    }
    return nil
  }

  /// Buttons stop at the ends: no wrapping round to "Menu" by accident.
  private mutating func move(by delta: Int) {
    guard let index = choices.firstIndex(of: focus) else { return }
    focus = choices[max(0, min(choices.count - 1, index + delta))]
  }

  /// The screen above its last row: every scene keeps its footer there, so the panel never covers it.
  static func defaultArea(_ screen: Size) -> Rect {
    Rect(x: 0, y: 0, width: screen.width, height: max(1, screen.height - 1))
  }

  /// Where the panel and its buttons go, centred in `area`.
  public func layout(in area: Rect) -> EndOfRoundPanelLayout {
    EndOfRoundPanelLayout(panel: self, area: area)
  }

  public func draw(into canvas: inout Canvas, theme: Theme, area: Rect? = nil) {
    let layout = layout(in: area ?? Self.defaultArea(canvas.size))
    let rect = layout.rect
    let toneStyle = switch tone {
    case .good: theme.good
    case .bad: theme.bad
    case .neutral: theme.accent
    }
    Box.panel(rect, in: &canvas, glyphs: theme.glyphs, style: theme.frame, title: title, titleStyle: theme.title)
    var y = rect.y + 1
    canvas.putCentered(headline, in: rect, row: y, style: toneStyle)
    y += layout.spacious ? 2 : 1
    let labelWidth = figures.map { displayWidth($0.label) }.max() ?? 0
    let valueWidth = figures.map { displayWidth($0.value) }.max() ?? 0
    let x = rect.x + max(1, (rect.width - labelWidth - valueWidth - 3) / 2)
    for figure in figures.prefix(layout.figureRows) {
      canvas.put(figure.label, at: Point(x: x, y: y), style: theme.muted)
      let value = figure.value
      canvas.put(value, at: Point(x: x + labelWidth + 3 + valueWidth - displayWidth(value), y: y), style: .bold)
      y += 1
    }
    if !layout.noteLines.isEmpty { y += layout.spacious ? 1 : 0 }
    for line in layout.noteLines {
      canvas.putCentered(line, in: rect, row: y, style: theme.status)
      y += 1
    }
    for (choice, drawn) in layout.buttons {
      drawn.draw(into: &canvas, theme: theme, focused: choice == focus)
    }
  }
}

/// The panel's rectangle, how much of it fits, and its buttons, for drawing and for clicks alike.
public struct EndOfRoundPanelLayout {
  public let rect: Rect
  let buttons: [(choice: EndOfRoundChoice, drawn: Button)]
  let figureRows: Int
  let noteLines: [String]
  let spacious: Bool

  init(panel: EndOfRoundPanel, area: Rect) {
    let choices = panel.choices
    let form = (0..<3).first { form in
      Button.rowWidth(choices.map { $0.label(form, daily: panel.isDaily) }, gap: form == 0 ? 2 : 1) + 4 <= area.width
    } ?? 2
    let labels = choices.map { $0.label(form, daily: panel.isDaily) }
    let gap = form == 0 ? 2 : 1
    let contentWidth = max(
      Button.rowWidth(labels, gap: gap), displayWidth(panel.headline),
      (panel.figures.map { displayWidth($0.label) }.max() ?? 0) + 3 + (panel.figures.map { displayWidth($0.value) }.max() ?? 0),
      displayWidth(panel.title) + 4)
    let width = min(area.width, max(contentWidth, panel.notes.map(displayWidth).max() ?? 0) + 4)
    let notes = panel.notes.flatMap { wrapText($0, width: max(8, width - 4)) }
    // Rows: border, headline, figures, notes, buttons, border; blank lines between when there is room.
    let tight = 4 + panel.figures.count + notes.count
    spacious = tight + 3 <= area.height
    let room = area.height - 4 - (spacious ? 3 : 0)
    figureRows = max(0, min(panel.figures.count, room))
    noteLines = Array(notes.prefix(max(0, room - figureRows)))
    let height = min(area.height, 4 + figureRows + noteLines.count + (spacious ? (noteLines.isEmpty ? 2 : 3) : 0))
    rect = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
    let row = Button.row(labels, y: rect.y + rect.height - 2, left: rect.x, width: rect.width, gap: gap)
    buttons = Array(zip(choices, row))
  }
}
