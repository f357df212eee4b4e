extension PathFinderRound: RecordableGame {
  /// The round once the robot has arrived; nil while it has not.
  public var finishedRound: FinishedRound? {
    guard let grid, let course, course.status == .arrived, let startedAt, let endedAt else { return nil }
    let details = PathFinderDetails(
      rows: grid.rows, columns: grid.columns, shortestPath: course.shortestPathLength, target: course.target,
      walls: options.walls ? course.walls.sorted : nil)
    return FinishedRound(
      game: .pathfinder, outcome: .won, moves: course.stepCount,
      durationMilliseconds: max(0, endedAt.milliseconds(since: startedAt)), variant: options.variant(of: grid),
      gridSize: grid.cellCount, seed: seed, details: details, startedAt: startedAt, endedAt: endedAt)
  }
}
