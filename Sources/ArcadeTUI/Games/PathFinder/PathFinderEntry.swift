import ArcadeCore

extension ArcadeGame {
  /// PathFinder: guess the grid from its cell count, then steer the robot to the target (round walls, if chosen).
  static var pathFinder: ArcadeGame {
    var game = ArcadeGame(
      definition: .pathFinder, title: "PathFinder", tagline: "guess the grid, steer the robot",
      rules: [
        "Press g for a grid of 4 to 6 rows and columns; only its number of cells is shown. The clock starts then.",
        "Set rows and columns to match and press Enter, then steer the robot to the target.",
        "Options: Walls on makes a maze (always a way through), ranked on its own board.",
        "Score: steps × seconds ÷ cells, lower is better; the board ranks your last five rounds.",
      ],
      options: PathFinderChoices.self,
      optionsScreen: { services, choices in PathFinderOptionsScene(recorder: services.recorder, options: choices.options) },
      start: { services, choices in
        services.player.remember(choices, for: .pathfinder)
        return PathFinderGuessScene(recorder: services.recorder, options: choices.options)
      }
    )
    game.daily = .pathFinder
    game.resume = { round, services in
      services.resumed(round, as: PathFinderRound.self).map {
        pathFinderScene($0, uid: round.uid, context: round.context, recorder: services.recorder)
      }
    }
    game.replays(PathFinderRound.self) { pathFinderScene($0, uid: "", recorder: $1.recorder) }
    game.races(PathFinderRound.self) { pathFinderScene($0, uid: $2, context: .chosenSeed, recorder: $1.recorder) }
    return game
  }
}
