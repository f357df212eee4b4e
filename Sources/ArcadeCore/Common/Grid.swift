/// A rectangular board of values, stored row by row.
public struct Grid<Element>: Sendable where Element: Sendable {
  public let rows: Int
  public let columns: Int
  public private(set) var cells: [Element]

  public init(rows: Int, columns: Int, repeating value: Element) {
    precondition(rows >= 0 && columns >= 0, "a grid cannot have a negative size")
    self.rows = rows
    self.columns = columns
    cells = Array(repeating: value, count: rows * columns)
  }

  public var count: Int { rows * columns }

  public func contains(_ position: Position) -> Bool {
    position.row >= 0 && position.row < rows && position.column >= 0 && position.column < columns
  }

  public subscript(position: Position) -> Element {
    get { cells[position.row * columns + position.column] }
    set { cells[position.row * columns + position.column] = newValue }
  }

  public subscript(row: Int, column: Int) -> Element {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }

  /// Every position, row by row.
  public var positions: [Position] {
    var all: [Position] = []
    all.reserveCapacity(count)
    for row in 0..<rows {
      for column in 0..<columns { all.append(Position(row: row, column: column)) }
    }
    return all
  }

  /// The up-to-eight cells touching a position, on the board.
  public func neighbours(of position: Position) -> [Position] {
    var result: [Position] = []
    result.reserveCapacity(8)
    for dr in -1...1 {
      for dc in -1...1 where dr != 0 || dc != 0 {
        let p = Position(row: position.row + dr, column: position.column + dc)
        if contains(p) { result.append(p) }
      }
    }
    return result
  }

  /// The up-to-four cells sharing an edge with a position, on the board.
  public func orthogonalNeighbours(of position: Position) -> [Position] {
    Direction.allCases.map { position.moved($0) }.filter(contains)
  }
}

extension Grid: Equatable where Element: Equatable {}
extension Grid: Hashable where Element: Hashable {}
