/// The walls standing on one PathFinder grid (none on an open grid), and the distances they leave.
public struct PathFinderWalls: Hashable, Sendable {
  public let grid: PathFinderGridSize
  public let walls: Set<PathFinderWall>

  public init(grid: PathFinderGridSize, walls: Set<PathFinderWall> = []) {
    self.grid = grid
    self.walls = walls
  }

  /// An open grid: the original game.
  public static func none(on grid: PathFinderGridSize) -> PathFinderWalls { PathFinderWalls(grid: grid) }

  public var isEmpty: Bool { walls.isEmpty }

  /// The walls in reading order, for printing and storing.
  public var sorted: [PathFinderWall] { walls.sorted() }

  /// Whether a wall stands on that side of the cell (the grid's edges are not walls: see `grid.contains`).
  public func blocks(_ cell: Position, _ direction: Direction) -> Bool {
    walls.contains(PathFinderWall(between: cell, direction))
  }

  /// The cells one step from `cell` that no edge and no wall keeps the robot from.
  public func openNeighbours(of cell: Position) -> [Position] {
    Direction.allCases.compactMap { direction in
      let next = cell.moved(direction)
      return grid.contains(next) && !blocks(cell, direction) ? next : nil
    }
  }

  /// Fewest steps from `start` to every cell it can reach (breadth-first search).
  public func distances(from start: Position) -> [Position: Int] {
    var distance: [Position: Int] = [start: 0]
    var frontier = [start]
    while !frontier.isEmpty {
      var next: [Position] = []
      for cell in frontier {
        for neighbour in openNeighbours(of: cell) where distance[neighbour] == nil {
          distance[neighbour] = distance[cell]! + 1
          next.append(neighbour)
        }
      }
      frontier = next
    }
    return distance
  }

  /// Fewest steps from one cell to another; nil when the walls cut them apart.
  public func distance(from start: Position, to goal: Position) -> Int? { distances(from: start)[goal] }

  /// One shortest walk from `start` to `goal`, as the moves to make (the first of north, east, south, west among
  /// equally good ones); nil if cut off.
  public func route(from start: Position, to goal: Position) -> [Direction]? {
    let toGoal = distances(from: goal)
    guard var left = toGoal[start] else { return nil }
    var cell = start
    var moves: [Direction] = []
    while left > 0 {
      // A neighbour one step nearer the goal always exists on a shortest walk.
      guard let step = Direction.allCases.first(where: { direction in
        let next = cell.moved(direction)
        return grid.contains(next) && !blocks(cell, direction) && toGoal[next] == left - 1
      }) else { return nil }
      moves.append(step)
      cell = cell.moved(step)
      left -= 1
    }
    return moves
  }
}
