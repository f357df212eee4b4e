import ArcadeCore

extension DailyGame {
  /// PathFinder's daily: a grid with walls from the day's seed, drawn as it opens.
  static var pathFinder: DailyGame {
    DailyGame { day, key, _ in
      var choices = PathFinderChoices.standard
      choices.walls = true
      var round = PathFinderRound(seed: DailyDeal.seed(for: .pathfinder, on: day, key: key), options: choices.options)
      // The grid is drawn for everyone as the daily opens (a round deals nothing before it): its clock starts then.
      round.apply(.drawGrid, at: .zero)
      return DailyOpening.of(round, options: choices)
    }
  }
}
