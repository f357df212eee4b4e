extension GameDefinition {
  /// PathFinder: its daily is a grid with walls, drawn as it opens and never drawn again (a player who could draw
  /// again would roll for an easy grid), ranked by steps × seconds ÷ cells.
  public static let pathFinder = GameDefinition(
    id: .pathfinder,
    engines: [
      RecordedEngine(
        PathFinderRound.self,
        daily: DailyRule(
          // The grid the day draws, re-drawn from the seed: no other grid of walls is the day's.
          options: { deal, _ in
            deal.options == PathFinderRound.dailyOptions && deal.grids.first == PathFinderRound.daily(seed: deal.seed).deal?.grids.first
          },
          moves: { $0.deal.grids.count == 1 }))
    ],
    details: PathFinderDetails.self,
    daily: DailyDefinition(
      title: "walls",
      ranking: DailyRanking(
        outcomes: [.won], order: .newestFirst, figureTitle: "Steps × s ÷ cells", rank: PathFinderScore.ranked,
        figure: { PathFinderLeaderboardText.score(PathFinderScore.of($0)) })),
    pace: .pathFinder,
    boards: { _ in .pathFinder })
}
