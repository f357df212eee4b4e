/// One of the eight straight directions a hidden word can read in: a step in rows and a step in columns.
public enum WordDirection: String, CaseIterable, Sendable, Codable, Hashable {
  case right, down, left, up, downRight, upLeft, downLeft, upRight

  public var rowStep: Int {
    switch self {
    case .down, .downRight, .downLeft: 1
    case .up, .upLeft, .upRight: -1
    case .right, .left: 0
    }
  }

  public var columnStep: Int {
    switch self {
    case .right, .downRight, .upRight: 1
    case .left, .upLeft, .downLeft: -1
    case .down, .up: 0
    }
  }

  /// The direction of a step of -1, 0 or 1 in rows and columns; nil for no step or a longer one.
  public init?(rowStep: Int, columnStep: Int) {
    guard let match = Self.allCases.first(where: { $0.rowStep == rowStep && $0.columnStep == columnStep }) else {
      return nil
    }
    self = match
  }

  /// The direction from one cell to another on a straight line (row, column or diagonal); nil otherwise.
  public init?(from start: Position, to end: Position) {
    let rows = end.row - start.row
    let columns = end.column - start.column
    guard rows != 0 || columns != 0, rows == 0 || columns == 0 || abs(rows) == abs(columns) else { return nil }
    self.init(rowStep: rows.signum(), columnStep: columns.signum())
  }

  public var reversed: WordDirection {
    WordDirection(rowStep: -rowStep, columnStep: -columnStep) ?? self
  }

  /// Diagonals are the hard directions.
  public var isDiagonal: Bool { rowStep != 0 && columnStep != 0 }
}

extension Position {
  /// The cell `steps` steps away in a word direction (it may be off the grid).
  public func moved(_ direction: WordDirection, steps: Int = 1) -> Position {
    Position(row: row + direction.rowStep * steps, column: column + direction.columnStep * steps)
  }
}
