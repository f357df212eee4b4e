/// A cell on a board: row and column, both counted from 0 at the top-left.
public struct Position: Hashable, Sendable, Codable, CustomStringConvertible {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// The cell one step away in a direction (it may be off the board).
  public func moved(_ direction: Direction) -> Position {
    Position(row: row + direction.rowOffset, column: column + direction.columnOffset)
  }

  /// Steps between two cells moving only along rows and columns.
  public func manhattanDistance(to other: Position) -> Int {
    abs(row - other.row) + abs(column - other.column)
  }

  /// The direction from this cell to an orthogonal neighbour, if it is one.
  public func direction(to neighbour: Position) -> Direction? {
    Direction.allCases.first { moved($0) == neighbour }
  }

  public var description: String { "(\(row),\(column))" }
}
