import ArcadeCore

extension DailyGame {
  /// PathFinder's daily, as the core deals it (`PathFinderRound.daily`), resumed with the matching options.
  static var pathFinder: DailyGame {
    DailyGame { day, key, _ in
      var choices = PathFinderChoices.standard
      choices.walls = PathFinderRound.dailyOptions.walls
      return DailyOpening.of(PathFinderRound.daily(seed: DailyDeal.seed(for: .pathfinder, on: day, key: key)), options: choices)
    }
  }
}
