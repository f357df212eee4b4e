import ArcadeCore

/// Minesweeper's options: a preset (or a custom size), no-guess and question marks; what the options screen edits
/// and what is remembered.
///
/// The sizes stay nil until given, so a custom board can be told from a preset; the accessors below give the options
/// screen's defaults for them.
public struct MinesweeperChoices: GameOptions {
  public var preset: MinesweeperPreset?
  public var rows: Int?
  public var cols: Int?
  public var mines: Int?
  public var guess = false
  public var marks = false

  public init() {}

  public static let standard = MinesweeperChoices()
  /// `remembered` was a flag of the options' command-line form, written into what was remembered before.
  public static let rememberedKeys: Set<String> = ["preset", "rows", "cols", "mines", "guess", "marks", "remembered"]

  /// The standard choices with these changed; a size left nil is the options screen's default.
  public init(
    preset: MinesweeperPreset, customRows: Int? = nil, customColumns: Int? = nil, customMines: Int? = nil,
    noGuess: Bool = true, questionMarks: Bool = false
  ) {
    (self.preset, rows, cols, mines) = (preset, customRows, customColumns, customMines)
    (guess, marks) = (!noGuess, questionMarks)
  }

  /// The choices that name `game`'s board (a custom one by its size), for a screen made from a tape.
  static func of(_ game: MinesweeperGame) -> MinesweeperChoices {
    let configuration = game.configuration
    let custom = configuration.preset == .custom
    return MinesweeperChoices(
      preset: configuration.preset, customRows: custom ? configuration.rows : nil, customColumns: custom ? configuration.columns : nil,
      customMines: custom ? configuration.mines : nil, noGuess: game.noGuess, questionMarks: game.questionMarks)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    preset = try container.decodeIfPresent(MinesweeperPreset.self, forKey: .preset)
    rows = try container.decodeIfPresent(Int.self, forKey: .rows)
    cols = try container.decodeIfPresent(Int.self, forKey: .cols)
    mines = try container.decodeIfPresent(Int.self, forKey: .mines)
    guess = try container.value(.guess, or: false)
    marks = try container.value(.marks, or: false)
    // A size kept without a preset was a custom board.
    if preset == nil, rows != nil || cols != nil || mines != nil { preset = .custom }
  }

  private enum CodingKeys: String, CodingKey { case preset, rows, cols, mines, guess, marks }

  /// A custom size needs all three numbers; typed beside another preset it is refused (remembered, it is the options
  /// screen's custom size kept for later). The board must be one the core deals.
  public func problem(remembered: Bool) -> String? {
    let sizes = [rows, cols, mines]
    if sizes.contains(where: { $0 != nil }) {
      guard !sizes.contains(where: { $0 == nil }) else { return "a custom board needs all of --rows, --cols and --mines" }
      if let preset, preset != .custom, !remembered {
        return "give either --preset \(preset.rawValue) or --rows/--cols/--mines, not both"
      }
    }
    if board == .custom, case .failure(let error) = configuration { return "\(error)" }
    // Kept beside a preset, a size is still one the options screen could have set.
    let limits = MinefieldConfiguration.sizeLimits
    for (flag, value, allowed) in [("rows", rows, limits), ("cols", cols, limits), ("mines", mines, MinefieldConfiguration.mineLimits)] {
      if let value, !allowed.contains(value) {
        return "--\(flag) must be a whole number from \(allowed.lowerBound) to \(allowed.upperBound), not \(value)"
      }
    }
    return nil
  }

  /// The board chosen; Classic until one is.
  public var board: MinesweeperPreset {
    get { preset ?? .classic }
    set { preset = newValue }
  }
  public var customRows: Int {
    get { rows ?? 12 }
    set { rows = newValue }
  }
  public var customColumns: Int {
    get { cols ?? 20 }
    set { cols = newValue }
  }
  public var customMines: Int {
    get { mines ?? 40 }
    set { mines = newValue }
  }
  public var noGuess: Bool {
    get { !guess }
    set { guess = !newValue }
  }
  public var questionMarks: Bool {
    get { marks }
    set { marks = newValue }
  }

  /// The board these choices deal, or why the custom values cannot make one.
  public var configuration: Result<MinefieldConfiguration, MinefieldConfigurationError> {
    if let fixed = board.configuration { return .success(fixed) }
    return Result { () throws(MinefieldConfigurationError) in
      try MinefieldConfiguration.custom(rows: customRows, columns: customColumns, mines: customMines)
    }
  }

  /// A fresh game on these choices.
  public func game(on configuration: MinefieldConfiguration, seed: UInt64) -> MinesweeperGame {
    MinesweeperGame(configuration: configuration, seed: seed, noGuess: noGuess, questionMarks: questionMarks)
  }
}
