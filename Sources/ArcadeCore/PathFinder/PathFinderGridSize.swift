/// The size of a PathFinder grid: rows and columns, each drawn from 4…6.
public struct PathFinderGridSize: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The sides a drawn grid (and a guess) may have.
  public static let allowedSides: ClosedRange<Int> = 4...6

  public var rows: Int
  public var columns: Int

  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// What the guessing screen announces: "Total number of cells is N".
  public var cellCount: Int { rows * columns }

  /// The label stored as a round's variant, e.g. "5x4" (ASCII, so it is easy to type in a query).
  public var variant: String { "\(rows)x\(columns)" }

  /// The label shown on screens, e.g. "5×4".
  public var description: String { "\(rows)×\(columns)" }

  public func contains(_ position: Position) -> Bool {
    position.row >= 0 && position.row < rows && position.column >= 0 && position.column < columns
  }

  /// The cell with the given row-by-row index (0 is the top-left).
  public func position(atIndex index: Int) -> Position {
    Position(row: index / columns, column: index % columns)
  }

  /// Reads a variant label such as "5x4" (or "5×4") back into a size; nil if it is not one.
  public init?(variant: String) {
    let parts = variant.split(whereSeparator: { $0 == "x" || $0 == "×" })
    guard parts.count == 2, let rows = Int(parts[0]), let columns = Int(parts[1]), rows > 0, columns > 0 else {
      return nil
    }
    self.init(rows: rows, columns: columns)
  }
}
