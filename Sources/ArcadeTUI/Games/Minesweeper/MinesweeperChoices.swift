import ArcadeCore
import ArgumentParser

/// Minesweeper's options: a preset (or a custom size), no-guess and question marks, for `arcade play
/// minesweeper`, the options screen and what is remembered.
///
/// The sizes stay nil until given, so the command line can tell a custom board from a preset; the
/// accessors below give the options screen's defaults for them.
public struct MinesweeperChoices: RememberedOptions {
  // Each property is named as its flag: remembered choices are read back as flags (GameOptions+Remembered).
  @Option(help: ArgumentHelp("The board (default classic; custom: 12 × 20, 40 mines unless sized).", valueName: "preset"))
  var preset: MinesweeperPreset?

  @Option(help: ArgumentHelp("Rows of a custom board, 5 to 60 (with --cols and --mines).", valueName: "r"))
  var rows: Int?

  @Option(help: ArgumentHelp("Columns of a custom board, 5 to 60.", valueName: "c"))
  var cols: Int?

  @Option(help: ArgumentHelp("Mines of a custom board: at least 1, and 9 cells left free.", valueName: "m"))
  var mines: Int?

  @Flag(help: "Plain random boards, which may need a guess.")
  var guess = false

  @Flag(help: "Right-click and f cycle through ? marks.")
  var marks = false

  /// Set when read back from memory: the options screen keeps a custom size beside a chosen preset, which a
  /// command line may not give.
  @Flag(help: .private)
  public var remembered = false

  public init() {}

  /// Parsed once: parsing is argument-parser's reflection, too slow to repeat for every screen that asks.
  public static let standard = defaults

  /// The standard choices with these changed; a size left nil is the options screen's default.
  public init(
    preset: MinesweeperPreset, customRows: Int? = nil, customColumns: Int? = nil, customMines: Int? = nil,
    noGuess: Bool = true, questionMarks: Bool = false
  ) {
    self = Self.standard
    (self.preset, rows, cols, mines) = (preset, customRows, customColumns, customMines)
    (guess, marks) = (!noGuess, questionMarks)
  }

  /// A custom size needs all three numbers and makes the board custom; typed beside another preset it is
  /// refused (remembered, it is the options screen's custom size kept for later). The board must be one the
  /// core deals.
  public mutating func validate() throws {
    let sizes = [rows, cols, mines]
    if sizes.contains(where: { $0 != nil }) {
      guard !sizes.contains(where: { $0 == nil }) else {
        throw ValidationError("a custom board needs all of --rows, --cols and --mines")
      }
      if let preset, preset != .custom, !remembered {
        throw ValidationError("give either --preset \(preset.rawValue) or --rows/--cols/--mines, not both")
      }
      if preset == nil { preset = .custom }
    }
    if board == .custom, case .failure(let error) = configuration { throw ValidationError("\(error)") }
    // Kept beside a preset, a size is still one the options screen could have set.
    let limits = MinefieldConfiguration.sizeLimits
    for (flag, value, allowed) in [("rows", rows, limits), ("cols", cols, limits), ("mines", mines, MinefieldConfiguration.mineLimits)] {
      if let value, !allowed.contains(value) {
        throw ValidationError("--\(flag) must be a whole number from \(allowed.lowerBound) to \(allowed.upperBound), not \(value)")
      }
    }
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

extension MinesweeperPreset: ExpressibleByArgument {}
