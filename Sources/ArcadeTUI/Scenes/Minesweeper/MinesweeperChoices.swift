import ArcadeCore

/// What the Minesweeper options screen chose: a preset (or custom size), no-guess and question marks.
///
/// Passed from the options screen to the board and back, so Play again and the options
/// screen keep the player's choices for the rest of the session.
public struct MinesweeperChoices: Hashable, Sendable, Codable {
  public var preset: MinesweeperPreset
  public var customRows: Int
  public var customColumns: Int
  public var customMines: Int
  public var noGuess: Bool
  public var questionMarks: Bool

  public init(
    preset: MinesweeperPreset = .classic, customRows: Int = 12, customColumns: Int = 20, customMines: Int = 40,
    noGuess: Bool = true, questionMarks: Bool = false
  ) {
    self.preset = preset
    self.customRows = customRows
    self.customColumns = customColumns
    self.customMines = customMines
    self.noGuess = noGuess
    self.questionMarks = questionMarks
  }

  /// Classic (10 rows × 7 columns, 10 mines: the original's board, and one that fits a 40×12 terminal),
  /// no-guess on, question marks off: what `arcade play minesweeper` opens with.
  public static let standard = MinesweeperChoices()

  /// The board these choices deal, or why the custom values cannot make one.
  public var configuration: Result<MinefieldConfiguration, MinefieldConfigurationError> {
    if let fixed = preset.configuration { return .success(fixed) }
    return Result { () throws(MinefieldConfigurationError) in
      try MinefieldConfiguration.custom(rows: customRows, columns: customColumns, mines: customMines)
    }
  }

  /// A fresh game on these choices.
  public func game(on configuration: MinefieldConfiguration, seed: UInt64) -> MinesweeperGame {
    MinesweeperGame(configuration: configuration, seed: seed, noGuess: noGuess, questionMarks: questionMarks)
  }
}
