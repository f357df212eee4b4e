import ArcadeCore

extension ArcadeGame {
  /// PathFinder: guess the grid from its cell count, then steer the robot to the target.
  static var pathFinder: ArcadeGame {
    ArcadeGame(
      id: .pathfinder, title: "PathFinder", tagline: "guess the grid, steer the robot",
      rules: [
        "Press g for a grid of 4 to 6 rows and columns; only its number of cells is shown.",
        "Set rows and columns to match and press Enter, then steer the robot to the target.",
        "Score: steps × seconds ÷ cells, lower is better; the board ranks your last five rounds.",
      ],
      launch: { _ throws(GameFlagError) in { PathFinderGuessScene(services: $0) } },
      boards: { _ in .pathFinder }
    )
  }
}
