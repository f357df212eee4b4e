/// The size of a minefield and how many mines it holds, from a preset or validated custom values.
public struct MinefieldConfiguration: Hashable, Sendable, Codable, CustomStringConvertible {
  public let rows: Int
  public let columns: Int
  public let mines: Int
  /// Which preset this is; `.custom` for sizes the player chose (even if they match a preset).
  public let preset: MinesweeperPreset

  private init(rows: Int, columns: Int, mines: Int, preset: MinesweeperPreset) {
    self.rows = rows
    self.columns = columns
    self.mines = mines
    self.preset = preset
  }

  /// 10 rows × 7 columns, 10 mines: fits a small terminal.
  public static let classic = MinefieldConfiguration(rows: 10, columns: 7, mines: 10, preset: .classic)
  /// 9 × 9, 10 mines.
  public static let beginner = MinefieldConfiguration(rows: 9, columns: 9, mines: 10, preset: .beginner)
  /// 16 × 16, 40 mines.
  public static let intermediate = MinefieldConfiguration(rows: 16, columns: 16, mines: 40, preset: .intermediate)
  /// 16 rows × 30 columns, 99 mines.
  public static let expert = MinefieldConfiguration(rows: 16, columns: 30, mines: 99, preset: .expert)

  /// Rows and columns a custom board may have: 5 so the safe 3×3 opening leaves room to play,
  /// 60 so a board still fits a large terminal and the solver's work stays small.
  public static let sizeLimits: ClosedRange<Int> = 5...60

  /// The most mines a board can hold: one 3×3 block (the first reveal and its neighbours) stays safe.
  public static func maximumMines(rows: Int, columns: Int) -> Int { rows * columns - 9 }

  /// Mines any custom board may have: from one to what the largest board holds.
  public static let mineLimits = 1...maximumMines(rows: sizeLimits.upperBound, columns: sizeLimits.upperBound)

  /// A board of the player's choosing, checked against `sizeLimits` and `maximumMines`.
  public static func custom(rows: Int, columns: Int, mines: Int) throws(MinefieldConfigurationError)
    -> MinefieldConfiguration
  {
    if let error = validate(rows: rows, columns: columns, mines: mines) { throw error }
    return MinefieldConfiguration(rows: rows, columns: columns, mines: mines, preset: .custom)
  }

  /// The first problem with these custom values, or nil when they make a playable board.
  public static func validate(rows: Int, columns: Int, mines: Int) -> MinefieldConfigurationError? {
    guard sizeLimits.contains(rows) else { return .rowsOutOfRange(rows, allowed: sizeLimits) }
    guard sizeLimits.contains(columns) else { return .columnsOutOfRange(columns, allowed: sizeLimits) }
    guard mines >= 1 else { return .tooFewMines(mines) }
    let most = maximumMines(rows: rows, columns: columns)
    guard mines <= most else { return .tooManyMines(mines, maximum: most) }
    return nil
  }

  public var cellCount: Int { rows * columns }

  /// Whether no-guess generation reliably finds a guess-free board this dense within its work
  /// limit (measured over seeds): any density up to 16×16, 40% mines up to 1,800 cells, 35% on
  /// bigger boards. Denser boards sometimes run out and are dealt a board that may need a guess.
  public var noGuessIsReliable: Bool {
    if cellCount <= 256 { return true }
    return mines * 100 <= cellCount * (cellCount <= 1_800 ? 40 : 35)
  }

  /// Whether a position lies on this board.
  public func contains(_ position: Position) -> Bool {
    position.row >= 0 && position.row < rows && position.column >= 0 && position.column < columns
  }

  /// Where the first reveal goes when none is given, and where the cursor starts: the centre.
  public var centre: Position { Position(row: rows / 2, column: columns / 2) }

  /// "16×30, 99 mines".
  public var description: String { "\(rows)×\(columns), \(counted(mines, "mine"))" }
}

/// Why custom minefield values were refused; the message says what to change.
public enum MinefieldConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  case rowsOutOfRange(Int, allowed: ClosedRange<Int>)
  case columnsOutOfRange(Int, allowed: ClosedRange<Int>)
  case tooFewMines(Int)
  case tooManyMines(Int, maximum: Int)

  public var description: String {
    switch self {
    case .rowsOutOfRange(let rows, let allowed):
      "A board of \(counted(rows, "row")) is not allowed: choose \(allowed.lowerBound) to \(allowed.upperBound) rows."
    case .columnsOutOfRange(let columns, let allowed):
      "A board of \(counted(columns, "column")) is not allowed: choose \(allowed.lowerBound) to \(allowed.upperBound) columns."
    case .tooFewMines(let mines):
      "A board with \(counted(mines, "mine")) is not allowed: it needs at least 1."
    case .tooManyMines(let mines, let maximum):
      "Too many mines for this size (\(mines)): at most \(maximum), so a 3×3 opening stays clear."
    }
  }
}
