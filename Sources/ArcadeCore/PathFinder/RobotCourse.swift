/// The steering phase: a robot walking from the top-left cell to a target on a known grid, round any walls.
///
/// It counts steps but knows nothing of time; `PathFinderRound` adds the clock.
public struct RobotCourse: Hashable, Sendable {
  /// Every robot starts here: the top-left cell, "(1,1)" on screen.
  public static let start = Position(row: 0, column: 0)

  public let grid: PathFinderGridSize
  public let target: Position
  /// The walls on the grid; none on an open grid.
  public let walls: PathFinderWalls
  /// The fewest steps from the start to the target, round the walls (breadth-first search).
  public let shortestPathLength: Int
  public private(set) var robot: Position
  /// Moves that changed the robot's cell; edge and wall bumps and refused clicks do not count.
  public private(set) var stepCount: Int
  public private(set) var status: Status

  /// Whether the robot is still on its way.
  public enum Status: Hashable, Sendable {
    case steering
    case arrived
  }

  /// A course to `target`, which must lie on `grid`, not be the start cell, and be reachable round `walls`.
  public init(grid: PathFinderGridSize, target: Position, walls: PathFinderWalls? = nil) {
    precondition(grid.contains(target), "the target must be on the grid")
    precondition(target != Self.start, "the target cannot be the start cell")
    let walls = walls ?? .none(on: grid)
    guard let shortest = walls.distance(from: Self.start, to: target) else {
      preconditionFailure("the walls must leave a way to the target")
    }
    self.grid = grid
    self.target = target
    self.walls = walls
    shortestPathLength = shortest
    robot = Self.start
    stepCount = 0
    status = .steering
  }

  /// A dealt course on `grid`: walls first when asked for (a maze that connects every cell),
  /// then the target, drawn uniformly among the cells at least `PathFinderTargetRule.minimumPath` away.
  public init(grid: PathFinderGridSize, options: PathFinderOptions = .standard, using generator: inout SeededGenerator) {
    let walls = options.walls ? PathFinderMaze.deal(on: grid, using: &generator) : .none(on: grid)
    let target = PathFinderTargetRule.drawTarget(on: grid, walls: walls, using: &generator)
    self.init(grid: grid, target: target, walls: walls)
  }

  /// The fewest steps still needed from where the robot stands.
  public var stepsRemaining: Int { walls.distance(from: robot, to: target) ?? 0 }

  /// Moves the robot one cell; at an edge or a wall it stays put and no step is counted.
  public mutating func move(_ direction: Direction) -> RobotMoveResult {
    guard status == .steering else { return .ignored(.finished) }
    let destination = robot.moved(direction)
    guard grid.contains(destination) else { return .bumpedEdge(direction) }
    guard !walls.blocks(robot, direction) else { return .bumpedWall(direction) }
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
