import ArcadeCore

/// Minesweeper's options: the board (a preset, or a custom size checked as it is typed), no-guess
/// and question marks, on the shared `OptionsForm`; Enter deals a game and remembers the choices.
public struct MinesweeperOptionsScene: Scene {
  /// The form's rows, in order.
  enum Row: Int, CaseIterable {
    case board, rows, columns, mines, noGuess, questionMarks
  }

  let recorder: RoundRecorder
  private(set) var choices: MinesweeperChoices
  private(set) var form: OptionsForm

  static let presets = MinesweeperPreset.allCases

  /// Starts from `choices` (the last ones, remembered), with the cursor on the board so Enter starts at once.
  public init(recorder: RoundRecorder, choices: MinesweeperChoices = .standard) {
    self.recorder = recorder
    self.choices = choices
    let size = MinefieldConfiguration.sizeLimits
    form = OptionsForm(rows: [
      OptionsForm.Row("Board", .choice(values: Self.presets.map(\.title), selected: 0)),
      OptionsForm.Row("Rows", .number(choices.customRows, range: size)),
      OptionsForm.Row("Columns", .number(choices.customColumns, range: size)),
      OptionsForm.Row("Mines", .number(choices.customMines, range: MinefieldConfiguration.mineLimits)),
      OptionsForm.Row("No-guess", .toggle(choices.noGuess)),
      OptionsForm.Row("? marks", .toggle(choices.questionMarks)),
    ])
    showChoices()
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(
      title: "Minesweeper — Options",
      keys: form.helpEntries,
      notes: [
        "Rows, Columns and Mines come from the preset; choose Custom to set them: \(MinefieldConfiguration.sizeLimits.lowerBound) to"
          + " \(MinefieldConfiguration.sizeLimits.upperBound) rows and columns; a 3×3 opening must stay free of mines.",
        "No-guess boards can always be cleared by logic from the first cell opened; a very dense custom board may not"
          + " be found in time, and the game then says so. Only preset boards have leaderboards.",
        "? marks: f and right-click cycle flag, ?, blank.",
      ]
    )
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    switch form.handle(event, layout: formLayout(for: frame.size)) {
    case .changed(let row):
      readChoice(Row(rawValue: row)!)
      showChoices()
      return nil
    case .start:
      guard case .success(let configuration) = choices.configuration else { return nil }
      recorder.player.remember(choices, for: .minesweeper)
      return .replace(with: MinesweeperScene(recorder: recorder, choices: choices, configuration: configuration, seed: recorder.nextSeed()))
    case .back:
      return .leave
    case nil:
      return nil
    }
  }

  /// Takes a changed row's value into the choices.
  private mutating func readChoice(_ row: Row) {
    let value = form.selection(row.rawValue)
    switch row {
    case .board: choices.board = Self.presets[value]
    case .rows: choices.customRows = value
    case .columns: choices.customColumns = value
    case .mines: choices.customMines = value
    case .noGuess: choices.noGuess = value != 0
    case .questionMarks: choices.questionMarks = value != 0
    }
  }

  /// Shows the choices in the form: a preset's own size, dim, or the custom numbers, to edit.
  private mutating func showChoices() {
    form.rows[Row.board.rawValue].field = .choice(
      values: Self.presets.map(\.title), selected: Self.presets.firstIndex(of: choices.board) ?? 0)
    let fixed = choices.board.configuration
    let numbers: [(Row, Int, Int?)] = [
      (.rows, choices.customRows, fixed?.rows), (.columns, choices.customColumns, fixed?.columns),
      (.mines, choices.customMines, fixed?.mines),
    ]
    for (row, custom, preset) in numbers {
      guard case .number(_, let range) = form.rows[row.rawValue].field else { continue }
      form.rows[row.rawValue].field = .number(preset ?? custom, range: range)
      // Shown as fixed, and the cursor still stops on them: skipping them sent ↓ ← to No-guess unseen.
      form.setFixed(row.rawValue, by: fixed == nil ? nil : "from the preset")
    }
  }

  /// What Start will deal, or why the custom values cannot make a board.
  var summary: String {
    switch choices.configuration {
    case .failure(let error):
      return "\(error)"
    case .success(let configuration):
      let board = "\(choices.board.title): \(configuration.rows)×\(configuration.columns), \(counted(configuration.mines, "mine"))"
      guard choices.noGuess else { return board + ", may need a guess." }
      return configuration.noGuessIsReliable
        ? board + ", guess-free."
        : board + ": so dense a guess-free board may not be found in time."
    }
  }

  static let screen = OptionsScreen(title: "Minesweeper — Options", gapWhenShort: 1)

  func formLayout(for size: Size) -> OptionsFormLayout { Self.screen.formLayout(form, for: size) }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    Self.screen.draw(form, summary: [summary], help: help, into: &canvas, theme: frame.theme)
  }
}
