import ArcadeCore

extension DailyGame {
  /// PathFinder's daily: grids with walls, drawn from the day's seed.
  static var pathFinder: DailyGame {
    DailyGame(
      title: "walls", sameRules: sameRules(as: PathFinderRound.self) { $0.options == $1.options && $0.seed == $1.seed }
    ) { day, key, _ in
      var choices = PathFinderChoices.standard
      choices.walls = true
      let round = PathFinderRound(seed: DailyDeal.seed(for: .pathfinder, on: day, key: key), options: choices.options)
      return DailyOpening.of(round, options: choices)
    }
  }
}
