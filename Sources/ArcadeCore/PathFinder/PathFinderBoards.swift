extension GameBoards {
  /// PathFinder's boards (open grids, then walls), chart and summary lines.
  public static let pathFinder = GameBoards(
    game: .pathfinder, boards: [.pathFinder, .pathFinderWalls],
    emptyHint: "Finish a round of PathFinder to get on this board.",
    trend: Trend(label: "score (lower is better)", lowerIsBetter: true) { PathFinderScore.of($0) },
    summary: { PathFinderSummary.lines(for: $0.charted) }
  )
}
