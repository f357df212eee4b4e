import Foundation

extension PathFinderRound {
  /// The round as the store saves it once the robot has arrived; nil while it has not.
  ///
  /// The engine only has clock readings, so the caller converts `startedAt`/`endedAt`
  /// to `Date`s; the duration still comes from the engine's own clock.
  public func playedRound(player: String, startedAt start: Date, endedAt end: Date) -> PlayedRound? {
    guard let grid, let course, course.status == .arrived, let startedAt, let endedAt else { return nil }
    let details = PathFinderDetails(
      rows: grid.rows, columns: grid.columns, shortestPath: course.shortestPathLength, target: course.target)
    return PlayedRound(
      game: .pathfinder,
      player: player,
      startedAt: start,
      endedAt: end,
      outcome: .won,
      moves: course.stepCount,
      durationMilliseconds: max(0, endedAt.milliseconds(since: startedAt)),
      variant: grid.variant,
      gridSize: grid.cellCount,
      seed: seed,
      details: details.json
    )
  }
}
