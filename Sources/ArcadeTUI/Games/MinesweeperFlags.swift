import ArcadeCore

/// Minesweeper's command-line options, for `play` and `generate`.
enum MinesweeperFlags {
  static let presetNames = MinesweeperPreset.fixed.map(\.rawValue)

  static let playOptions: [GameOption] = [
    GameOption("preset", .value(valueName: "P", allowed: presetNames), help: "the board"),
    GameOption("rows", .value(valueName: "R", allowed: nil), help: "rows of a custom board (with --cols, --mines)"),
    GameOption("cols", .value(valueName: "C", allowed: nil), help: "columns of a custom board"),
    GameOption("mines", .value(valueName: "M", allowed: nil), help: "mines of a custom board"),
    GameOption("guess", .toggle, help: "plain random boards, which may need a guess"),
    GameOption("marks", .toggle, help: "right-click and f cycle through ? marks"),
  ]

  static func choices(from flags: GameFlags) throws(GameFlagError) -> MinesweeperChoices {
    var choices = MinesweeperChoices.standard
    let custom = try [("rows", MinefieldConfiguration.sizeLimits), ("cols", MinefieldConfiguration.sizeLimits), ("mines", 1...MinefieldConfiguration.maximumMines(rows: 60, columns: 60))].map { name, range throws(GameFlagError) in
      try flags.integer(name, in: range)
    }
    if custom.contains(where: { $0 != nil }) {
      guard let rows = custom[0], let cols = custom[1], let mines = custom[2] else {
        throw GameFlagError("a custom board needs all of --rows, --cols and --mines")
      }
      if flags.value("preset") != nil { throw GameFlagError("give either --preset or --rows/--cols/--mines, not both") }
      choices.preset = .custom
      choices.customRows = rows
      choices.customColumns = cols
      choices.customMines = mines
    } else if let name = flags.value("preset"), let preset = MinesweeperPreset(rawValue: name) {
      choices.preset = preset
    }
    choices.noGuess = !flags.isOn("guess")
    choices.questionMarks = flags.isOn("marks")
    return choices
  }

  static func configuration(of choices: MinesweeperChoices) throws(GameFlagError) -> MinefieldConfiguration {
    switch choices.configuration {
    case .success(let configuration): return configuration
    case .failure(let error): throw GameFlagError("\(error)")
    }
  }

  static var generator: GameGenerator {
    GameGenerator(
    abstract: "Print a Minesweeper board: mines (*) and numbers as text, or JSON. For --seed N and --first ROW,COL it is the board `arcade play minesweeper --seed N` deals when the first reveal is at that cell. Rows and columns count from 1, as on the board's labels and in its hints, in the text and the JSON alike (default the centre).",
    options: playOptions.filter { $0.name != "marks" } + [
      GameOption("seed", .value(valueName: "N", allowed: nil), help: "the seed (default: a new one, printed with the board)"),
      GameOption("first", .value(valueName: "ROW,COL", allowed: nil), help: "the first reveal, counted from 1 (default the centre)"),
      GameOption("json", .toggle, help: "one JSON object a board, one a line"),
      GameOption("count", .value(valueName: "N", allowed: nil), help: "this many boards, from consecutive seeds (1 to 100000)"),
    ],
    run: { flags, defaultSeed, _ throws(GameFlagError) in
      let configuration = try configuration(of: choices(from: flags))
      let seed = try flags.seed(or: defaultSeed)
      let count = try flags.integer("count", in: 1...100_000) ?? 1
      let first = try flags.value("first").map { text throws(GameFlagError) in try firstReveal(text, on: configuration) }
      let boards: [DealtMinefield]
      do {
        boards = try DealtMinefield.series(
          configuration: configuration, firstReveal: first, noGuess: !flags.isOn("guess"), seed: seed, count: count)
      } catch {
        throw GameFlagError("\(error)")
      }
      let json = flags.isOn("json")
      return boards.map { json ? $0.json : $0.header + "\n" + $0.picture }.joined(separator: json ? "\n" : "\n\n")
    }
  )
  }

  /// `ROW,COL` inside the board, counted from 1 as on the board's labels.
  static func firstReveal(_ text: String, on configuration: MinefieldConfiguration) throws(GameFlagError) -> Position {
    let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let row = parts[0], let column = parts[1],
      (1...configuration.rows).contains(row), (1...configuration.columns).contains(column)
    else {
      throw GameFlagError(
        "--first must be ROW,COL with ROW from 1 to \(configuration.rows) and COL from 1 to \(configuration.columns), not '\(text)'")
    }
    return Position(row: row - 1, column: column - 1)
  }
}
