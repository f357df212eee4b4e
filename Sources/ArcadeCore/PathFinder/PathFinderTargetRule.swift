/// How far the target must be from the start, so that no round is over in a step or two.
public enum PathFinderTargetRule {
  /// Half the grid's rows plus columns, rounded up: 4 on a 4×4 grid, 6 on 6×6.
  ///
  /// The far corner is always at least this far (rows + columns − 2 ≥ this for sides of 4 or more),
  /// and walls only lengthen walks, so a target can always be found.
  public static func minimumPath(on grid: PathFinderGridSize) -> Int { (grid.rows + grid.columns + 1) / 2 }

  /// Draws the target among the cells at least `minimumPath` steps from the start.
  ///
  /// One draw over every cell but the start comes first and stands if that cell is far enough
  /// (so rounds dealt before this rule keep their target when it already met it); otherwise a
  /// second draw among the far-enough cells. Each far-enough cell is equally likely either way.
  public static func drawTarget(
    on grid: PathFinderGridSize, walls: PathFinderWalls, using generator: inout SeededGenerator
  ) -> Position {
    let distance = walls.distances(from: RobotCourse.start)
    let minimum = minimumPath(on: grid)
    let first = grid.position(atIndex: 1 + generator.below(grid.cellCount - 1))
    if let steps = distance[first], steps >= minimum { return first }
    let far = (1..<grid.cellCount).map(grid.position(atIndex:)).filter { (distance[$0] ?? 0) >= minimum }
    return generator.element(of: far)
  }
}
