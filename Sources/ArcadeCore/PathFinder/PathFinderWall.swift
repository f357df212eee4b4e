/// One wall between two neighbouring cells, named by the cell above it or to its left.
public struct PathFinderWall: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// Which side of `cell` the wall stands on; only east and south, so every wall has one name.
  public enum Side: String, Hashable, Sendable, Codable {
    case east, south
  }

  public var cell: Position
  public var side: Side

  public init(cell: Position, side: Side) {
    self.cell = cell
    self.side = side
  }

  /// The wall crossed by stepping from `cell` in `direction`, named from its upper or left cell.
  public init(between cell: Position, _ direction: Direction) {
    switch direction {
    case .east: self.init(cell: cell, side: .east)
    case .south: self.init(cell: cell, side: .south)
    case .west: self.init(cell: cell.moved(.west), side: .east)
    case .north: self.init(cell: cell.moved(.north), side: .south)
    }
  }

  /// The cell on the wall's other side.
  public var otherCell: Position { cell.moved(side == .east ? .east : .south) }

  /// Row by row, then column, then east before south: the order walls are printed and stored in.
  public static func < (lhs: PathFinderWall, rhs: PathFinderWall) -> Bool {
    (lhs.cell.row, lhs.cell.column, lhs.side == .east ? 0 : 1) < (rhs.cell.row, rhs.cell.column, rhs.side == .east ? 0 : 1)
  }

  /// "(2,3) east", 0-based like `Position`.
  public var description: String { "\(cell) \(side.rawValue)" }
}
