/// What a PathFinder round dealt: every grid drawn, in order, then the target and walls of the one guessed right.
///
/// Not `PathFinderDeal`, which is what `arcade generate` prints for a seed: a round may draw many grids, and a round
/// left while guessing has no course yet.
public struct PathFinderRoundDeal: Hashable, Sendable {
  /// The seed the round's generator started from: kept with the round; a replay deals the values below instead.
  public var seed: UInt64
  public var options: PathFinderOptions
  /// Each grid "Generate grid" drew, the first first; never empty.
  public var grids: [PathFinderGridSize]
  /// The target and walls dealt on the last grid when it was guessed right; nil before that.
  public var course: Course?

  /// The target and walls of a guessed grid.
  public struct Course: Hashable, Sendable {
    public var target: Position
    /// None on an open grid.
    public var walls: PathFinderWalls

    /// The robot's course on `grid`, if this course can be one there (a course from a tape is checked, never trusted).
    func robotCourse(on grid: PathFinderGridSize) -> RobotCourse? {
      guard walls.grid == grid, grid.contains(target), target != RobotCourse.start,
        walls.distance(from: RobotCourse.start, to: target) != nil
      else { return nil }
      return RobotCourse(grid: grid, target: target, walls: walls)
    }
  }
}
