/// A compass direction on a board: north is up, towards row 0.
public enum Direction: String, CaseIterable, Sendable, Codable {
  case north, east, south, west

  public var rowOffset: Int {
    switch self {
    case .north: -1
    case .south: 1
    case .east, .west: 0
    }
  }

  public var columnOffset: Int {
    switch self {
    case .west: -1
    case .east: 1
    case .north, .south: 0
    }
  }

  public var opposite: Direction {
    switch self {
    case .north: .south
    case .south: .north
    case .east: .west
    case .west: .east
    }
  }
}
