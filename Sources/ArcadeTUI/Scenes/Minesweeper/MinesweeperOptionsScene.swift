import ArcadeCore

/// Minesweeper's first screen: the board (a preset, or a custom size checked as it is typed),
/// no-guess and question marks; Enter deals a game.
public struct MinesweeperOptionsScene: Scene {
  private(set) var choices: MinesweeperChoices
  private(set) var focus: MinesweeperOptionsRow
  /// True once a digit has been typed into the focused number, so the next digit adds to it.
  private(set) var typing = false

  /// Starts from `choices` (the last ones of this session), with the cursor on their preset so Enter starts at once.
  public init(choices: MinesweeperChoices = .standard) {
    self.choices = choices
    focus = .preset(choices.preset)
  }

  public var minimumSize: Size { MinesweeperOptionsLayout.minimumSize }

  public var help: SceneHelp {
    SceneHelp(
      title: "Minesweeper options",
      keys: [
        ("↑ ↓  j k  Tab", "move the cursor (moving does not change the board chosen)"),
        ("Space", "choose the board under the cursor; switch an option"),
        ("← →  h l", "choose the previous or next board; change the option under the cursor"),
        ("0 – 9  Backspace", "type a custom number of rows, columns or mines (chooses Custom)"),
        ("Enter", "start the game (on a board: choose it and start)"),
        ("click", "choose a board, switch an option, ◀ ▶ change a number, Start"),
        ("q  Esc", "back to the menu"),
      ],
      notes: [
        "Custom boards: \(MinefieldConfiguration.sizeLimits.lowerBound) to \(MinefieldConfiguration.sizeLimits.upperBound) rows and columns; a 3×3 opening must stay free of mines.",
        "No-guess boards can always be cleared by logic from the first cell opened; a very dense custom board may not"
          + " be found in time, and the game then says so. Only preset boards have leaderboards.",
      ]
    )
  }

  // MARK: Input

  enum Action: Hashable {
    case move(Int)
    case change(Int)
    /// Space: choose the focused board, or switch the focused option.
    case choose
    case digit(Int)
    case erase
    case select(MinesweeperOptionsRow, change: Int)
    case start
    case back
  }

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    guard let action = action(for: event, layout: MinesweeperOptionsLayout(size: services.screenSize)) else { return nil }
    switch action {
    case .move(let delta):
      let rows = MinesweeperOptionsRow.all
      let index = rows.firstIndex(of: focus) ?? 0
      moveFocus(to: rows[(index + delta + rows.count) % rows.count])
    case .change(let delta):
      change(by: delta)
    case .choose:
      if case .preset(let preset) = focus { choices.preset = preset } else { change(by: 1) }
    case .digit(let digit):
      type(digit)
    case .erase:
      if let value = number(focus) {
        set(focus, to: value / 10)
        choices.preset = .custom
        typing = true
      }
    case .select(let row, let delta):
      moveFocus(to: row)
      switch row {
      case .start: return start(services: services)
      case .preset(let preset): choices.preset = preset
      default: change(by: delta)
      }
    case .start:
      choices = enterChoices
      return start(services: services)
    case .back:
      return .pop
    }
    return nil
  }

  func action(for event: InputEvent, layout: MinesweeperOptionsLayout) -> Action? {
    switch event {
    case .key(.up), .key(.character("k")), .key(.backTab): return .move(-1)
    case .key(.down), .key(.character("j")), .key(.tab): return .move(1)
    case .key(.left), .key(.character("h")): return .change(-1)
    case .key(.right), .key(.character("l")): return .change(1)
    case .key(.character(" ")):
      return focus == .start ? .start : .choose
    case .key(.enter): return .start
    case .key(.backspace), .key(.delete): return .erase
    case .key(.character("q")), .key(.escape): return .back
    case .key(.character(let c)):
      guard let digit = c.wholeNumberValue, c.isASCII else { return nil }
      return .digit(digit)
    case .mouse(let mouse) where mouse.button == .wheelUp: return .move(-1)
    case .mouse(let mouse) where mouse.button == .wheelDown: return .move(1)
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      guard let row = layout.row(atY: mouse.position.y) else { return nil }
      switch row {
      case .rows, .columns, .mines:
        // The value reads "◀ 12 ▶": the left arrow steps down, anything right of the number steps up.
        let x = mouse.position.x
        let width = "\(number(row) ?? 0)".count
        return .select(row, change: x < layout.valueX ? 0 : x < layout.valueX + 2 ? -1 : x >= layout.valueX + 2 + width ? 1 : 0)
      case .noGuess, .questionMarks:
        return .select(row, change: 1)
      case .preset, .start:
        return .select(row, change: 0)
      }
    default: return nil
    }
  }

  /// Moves the cursor only: passing over the boards on the way to the options must not change the board chosen.
  private mutating func moveFocus(to row: MinesweeperOptionsRow) {
    focus = row
    typing = false
  }

  private mutating func change(by delta: Int) {
    guard delta != 0 else { return }
    typing = false
    switch focus {
    case .rows, .columns, .mines:
      if let value = number(focus) { set(focus, to: max(0, value + delta)) }
      choices.preset = .custom
    case .noGuess: choices.noGuess.toggle()
    case .questionMarks: choices.questionMarks.toggle()
    case .preset(let preset):
      // ← → on the boards work like a radio group: the cursor and the choice move together.
      let presets = MinesweeperPreset.allCases
      let index = presets.firstIndex(of: preset) ?? 0
      let next = presets[(index + delta + presets.count) % presets.count]
      moveFocus(to: .preset(next))
      choices.preset = next
    case .start: break
    }
  }

  private mutating func type(_ digit: Int) {
    guard let value = number(focus) else { return }
    // The first digit replaces the number; later ones add to it, up to as many digits as the
    // field's largest valid value has (60 rows: 2; 60×60 allows 3591 mines: 4).
    let typed = typing ? value * 10 + digit : digit
    set(focus, to: "\(typed)".count > Self.digits(of: focus) ? value : typed)
    choices.preset = .custom
    typing = true
  }

  /// How many digits a custom number may have: those of the largest value it can validly take.
  static func digits(of row: MinesweeperOptionsRow) -> Int {
    let most = MinefieldConfiguration.sizeLimits.upperBound
    switch row {
    case .mines: return "\(MinefieldConfiguration.maximumMines(rows: most, columns: most))".count
    default: return "\(most)".count
    }
  }

  /// What Enter deals: on a board row, that board (Enter chooses it first); elsewhere the board chosen.
  var enterChoices: MinesweeperChoices {
    var result = choices
    if case .preset(let preset) = focus { result.preset = preset }
    return result
  }

  private func number(_ row: MinesweeperOptionsRow) -> Int? {
    switch row {
    case .rows: choices.customRows
    case .columns: choices.customColumns
    case .mines: choices.customMines
    default: nil
    }
  }

  private mutating func set(_ row: MinesweeperOptionsRow, to value: Int) {
    switch row {
    case .rows: choices.customRows = value
    case .columns: choices.customColumns = value
    case .mines: choices.customMines = value
    default: break
    }
  }

  private func start(services: ArcadeServices) -> Transition? {
    guard case .success(let configuration) = choices.configuration else { return nil }
    return .replace(with: MinesweeperScene(choices: choices, configuration: configuration, seed: services.seeds.nextSeed()))
  }

  // MARK: Drawing

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    let layout = MinesweeperOptionsLayout(size: canvas.size)
    let by = "×"  // ASCII mode: the loop draws it as x
    if let row = layout.titleRow { canvas.putCentered("Minesweeper", row: row, style: theme.title) }
    if let row = layout.subtitleRow {
      canvas.putCentered("Space chooses a board; Enter starts.", row: row, style: theme.muted)
    }
    for preset in MinesweeperPreset.allCases {
      let row = MinesweeperOptionsRow.preset(preset)
      let y = layout.y(of: row)
      drawPointer(for: row, at: y, layout: layout, into: &canvas, theme: theme)
      let chosen = choices.preset == preset
      canvas.put(String(chosen ? theme.glyphs.dot : theme.glyphs.dimDot), at: Point(x: layout.labelX, y: y), style: theme.accent)
      canvas.put(preset.title, at: Point(x: layout.labelX + 2, y: y), style: focus == row ? theme.selected : chosen ? .bold : .plain)
      let detail = preset.configuration.map { "\($0.rows)\(by)\($0.columns), \($0.mines) mines" } ?? "your own size, below"
      canvas.put(detail, at: Point(x: layout.valueX, y: y), style: chosen ? .plain : theme.muted)
    }
    let custom = choices.preset == .custom
    let left = "◀"
    let right = "▶"
    for (row, label, value) in [(MinesweeperOptionsRow.rows, "Rows", choices.customRows), (.columns, "Columns", choices.customColumns), (.mines, "Mines", choices.customMines)] {
      let y = layout.y(of: row)
      drawPointer(for: row, at: y, layout: layout, into: &canvas, theme: theme)
      canvas.put(label, at: Point(x: layout.labelX + 4, y: y), style: focus == row ? theme.selected : custom ? .bold : theme.muted)
      let typed = focus == row && typing ? "_" : ""
      canvas.put("\(left) \(value)\(typed) \(right)", at: Point(x: layout.valueX, y: y), style: custom ? .plain : theme.muted)
    }
    let toggles: [(MinesweeperOptionsRow, String, Bool, String)] = [
      (.noGuess, "No-guess", choices.noGuess, "solvable by logic alone"),
      (.questionMarks, "? marks", choices.questionMarks, "f cycles flag, ?, blank"),
    ]
    for (row, label, on, detail) in toggles {
      let y = layout.y(of: row)
      drawPointer(for: row, at: y, layout: layout, into: &canvas, theme: theme)
      canvas.put(label, at: Point(x: layout.labelX, y: y), style: focus == row ? theme.selected : .bold)
      let end = canvas.put(on ? "on " : "off", at: Point(x: layout.valueX, y: y), style: on ? theme.good : .plain)
      if canvas.width - end > detail.count + 2 {
        canvas.put(detail, at: Point(x: end + 2, y: y), style: theme.muted)
      }
    }
    let startY = layout.y(of: .start)
    drawPointer(for: .start, at: startY, layout: layout, into: &canvas, theme: theme)
    let startPoint = Point(x: layout.labelX, y: startY)
    if focus == .start {
      canvas.put("[ Start ]", at: startPoint, style: theme.selected)
    } else {
      canvas.put("[ Start ]", at: startPoint, style: .bold)
    }
    drawMessage(into: &canvas, layout: layout, by: by, theme: theme)
    if let row = layout.footerRow {
      let footer = theme.glyphs.isUnicode
        ? "↑↓ move · Space choose · Enter start · ? help · q back"
        : "Up/Down move - Space choose - Enter start - q back"
      canvas.putCentered(fittingText([footer, "Enter start · ? help · q back", "Enter start · q back"], width: canvas.width), row: row, style: theme.muted)
    }
  }

  private func drawPointer(for row: MinesweeperOptionsRow, at y: Int, layout: MinesweeperOptionsLayout, into canvas: inout Canvas, theme: Theme) {
    if focus == row { canvas.put(String(theme.glyphs.pointer), at: Point(x: layout.x, y: y), style: theme.accent) }
  }

  /// Under Start: why the custom board cannot be played, or what will be dealt; and a warning when
  /// no-guess is on for a board denser than generation reliably handles.
  /// The message in one line of 40 columns, for the smallest terminals.
  private func shortMessage(for choices: MinesweeperChoices, by: String, theme: Theme) -> (String, Style) {
    switch choices.configuration {
    case .failure(.rowsOutOfRange(_, let allowed)):
      return ("Rows: choose \(allowed.lowerBound) to \(allowed.upperBound).", theme.bad)
    case .failure(.columnsOutOfRange(_, let allowed)):
      return ("Columns: choose \(allowed.lowerBound) to \(allowed.upperBound).", theme.bad)
    case .failure(.tooFewMines):
      return ("Mines: at least 1.", theme.bad)
    case .failure(.tooManyMines(_, let maximum)):
      return ("Mines: at most \(maximum) for this size.", theme.bad)
    case .success(let configuration):
      let board = "\(configuration.rows)\(by)\(configuration.columns), \(configuration.mines) mines"
      if choices.noGuess && !configuration.noGuessIsReliable { return ("\(board): may need a guess.", theme.status) }
      return ("Deals \(board)\(choices.noGuess ? ", no-guess" : "").", theme.muted)
    }
  }

  private func drawMessage(into canvas: inout Canvas, layout: MinesweeperOptionsLayout, by: String, theme: Theme) {
    let width = max(10, canvas.width - 2)
    var lines: [(String, Style)] = []
    let choices = enterChoices
    switch choices.configuration {
    case .failure(let error):
      lines = wrapText("\(error)", width: width).map { ($0, theme.bad) }
    case .success(let configuration):
      let deals = "Enter deals \(configuration.rows)\(by)\(configuration.columns) with \(configuration.mines) mines"
      if choices.noGuess && !configuration.noGuessIsReliable {
        lines = wrapText(deals + ".", width: width).map { ($0, theme.muted) }
        let warnings = ["This many mines: a guess-free board may not be found in time.", "A board this dense may need a guess."]
        lines.append((fittingText(warnings, width: width), theme.status))
      } else {
        lines = wrapText(deals + (choices.noGuess ? ", no guessing needed." : "."), width: width).map { ($0, theme.muted) }
      }
    }
    if layout.messageLines == 1 && lines.count > 1 {
      lines = [shortMessage(for: choices, by: by, theme: theme)]
    }
    for (i, (line, style)) in lines.prefix(layout.messageLines).enumerated() {
      canvas.putCentered(line, row: layout.messageRow + i, style: style)
    }
  }
}
