/// Deals the walls of a PathFinder grid: a maze in which every cell can reach every other.
///
/// A random spanning tree (depth-first, from the start cell) is cut first, so every cell is
/// connected; then about a third of the walls it left are taken down again, so there are loops
/// and more than one way round. Everything comes from the generator it is given.
public enum PathFinderMaze {
  /// Of the walls the spanning tree leaves, each is taken down with this chance.
  public static let openingChance = 1.0 / 3.0

  public static func deal(on grid: PathFinderGridSize, using generator: inout SeededGenerator) -> PathFinderWalls {
    var passages: Set<PathFinderWall> = []
    var visited: Set<Position> = [RobotCourse.start]
    var stack = [RobotCourse.start]
    while let cell = stack.last {
      let unvisited = Direction.allCases.filter { direction in
        let next = cell.moved(direction)
        return grid.contains(next) && !visited.contains(next)
      }
      guard !unvisited.isEmpty else {
        stack.removeLast()
        continue
      }
      let direction = generator.element(of: unvisited)
      let next = cell.moved(direction)
      passages.insert(PathFinderWall(between: cell, direction))
      visited.insert(next)
      stack.append(next)
    }
    // Sorted, so the same generator takes down the same walls whatever order a Set iterates in.
    let standing = allInnerWalls(of: grid).filter { !passages.contains($0) && !generator.chance(openingChance) }
    return PathFinderWalls(grid: grid, walls: Set(standing))
  }

  /// Every wall a grid could have, in reading order.
  public static func allInnerWalls(of grid: PathFinderGridSize) -> [PathFinderWall] {
    var walls: [PathFinderWall] = []
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let cell = Position(row: row, column: column)
        if column + 1 < grid.columns { walls.append(PathFinderWall(cell: cell, side: .east)) }
        if row + 1 < grid.rows { walls.append(PathFinderWall(cell: cell, side: .south)) }
      }
    }
    return walls
  }
}
