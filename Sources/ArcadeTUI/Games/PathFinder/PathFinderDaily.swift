import ArcadeCore

extension DailyGame {
  /// PathFinder's daily, as the core deals it (`PathFinderRound.daily`), resumed with the matching options.
  static var pathFinder: DailyGame {
    DailyGame(game: .pathfinder) { day, key, seed, _ in
      var choices = PathFinderChoices.standard
      choices.walls = PathFinderRound.dailyOptions.walls
      return DailyOpening.of(PathFinderRound.daily(seed: seed), options: choices)
    }
  }
}
