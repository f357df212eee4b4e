/// The steering phase: a robot walking from the top-left cell to a target on a known grid.
///
/// It counts steps but knows nothing of time; `PathFinderRound` adds the clock.
public struct RobotCourse: Hashable, Sendable {
  /// Every robot starts here: the top-left cell, "(1,1)" on screen.
  public static let start = Position(row: 0, column: 0)

  public let grid: PathFinderGridSize
  public let target: Position
  public private(set) var robot: Position
  /// Moves that changed the robot's cell; edge bumps and refused clicks do not count.
  public private(set) var stepCount: Int
  public private(set) var status: Status

  /// Whether the robot is still on its way.
  public enum Status: Hashable, Sendable {
    case steering
    case arrived
  }

  /// A course to `target`, which must lie on `grid` and not be the start cell.
  public init(grid: PathFinderGridSize, target: Position) {
    precondition(grid.contains(target), "the target must be on the grid")
    precondition(target != Self.start, "the target cannot be the start cell")
    self.grid = grid
    self.target = target
    robot = Self.start
    stepCount = 0
    status = .steering
  }

  /// A course on `grid` with the target drawn uniformly among every cell but the start.
  public init(grid: PathFinderGridSize, using generator: inout SeededGenerator) {
    // Index 0 is the start cell, so drawing from 1..<count excludes it without rejection.
    let index = 1 + generator.below(grid.cellCount - 1)
    self.init(grid: grid, target: grid.position(atIndex: index))
  }

  /// The fewest steps from the start to the target: on an open grid, the Manhattan distance.
  public var shortestPathLength: Int { Self.start.manhattanDistance(to: target) }

  /// The fewest steps still needed from where the robot stands.
  public var stepsRemaining: Int { robot.manhattanDistance(to: target) }

  /// Moves the robot one cell; at an edge it stays put and no step is counted.
  public mutating func move(_ direction: Direction) -> RobotMoveResult {
    guard status == .steering else { return .ignored(.finished) }
    let destination = robot.moved(direction)
    guard grid.contains(destination) else { return .bumpedEdge(direction) }
    let origin = robot
    robot = destination
    stepCount += 1
    if destination == target {
      status = .arrived
      return .arrived(from: origin, to: destination)
    }
    return .moved(from: origin, to: destination)
  }

  /// Moves the robot onto a clicked cell, which counts only when it shares an edge with the robot.
  public mutating func move(toward cell: Position) -> RobotMoveResult {
    guard status == .steering else { return .ignored(.finished) }
    guard grid.contains(cell) else { return .outsideGrid(cell) }
    guard let direction = robot.direction(to: cell) else { return .notANeighbour(cell) }
    return move(direction)
  }
}
