extension Leaderboard {
  /// PathFinder's board of open grids: the last five completed rounds without walls, ranked by
  /// steps × seconds ÷ cells, lowest first.
  public static let pathFinder = pathFinderBoard(
    title: "Last five rounds", variant: nil, excluded: PathFinderOptions.wallsVariant)

  /// PathFinder's board of rounds with walls, kept apart: a maze is not ranked against an open grid.
  public static let pathFinderWalls = pathFinderBoard(
    title: "Walls: last five rounds", variant: PathFinderOptions.wallsVariant, excluded: nil)

  private static func pathFinderBoard(title: String, variant: String?, excluded: String?) -> Leaderboard {
    Leaderboard(
      game: .pathfinder,
      title: title,
      selection: RoundSelection(
        game: .pathfinder, variant: variant, outcomes: [.won], completedOnly: true, order: .newestFirst, limit: 5,
        excludedVariant: excluded),
      columns: LeaderboardColumn.rankAndPlayer + [
        LeaderboardColumn("Grid", alignment: .left) { PathFinderLeaderboardText.grid(of: $0.round) },
        LeaderboardColumn("Steps") { $0.round.moves.map(String.init) ?? LeaderboardColumn.missing },
        LeaderboardColumn("Time") { PathFinderLeaderboardText.time(of: $0.round) },
        LeaderboardColumn("Score") { PathFinderLeaderboardText.score($0.figure) },
      ],
      rank: { PathFinderScore.ranked($0) }
    )
  }
}

/// How PathFinder rounds read in a table; shared by the board and the stats line.
public enum PathFinderLeaderboardText {
  /// Shown where a round lacks the figure (an old or unfinished record).
  public static let missing = LeaderboardColumn.missing

  /// "5×4", from the variant (an open grid's), else the details JSON (a round with walls).
  public static func grid(of round: PlayedRound) -> String {
    if let variant = round.variant, let size = PathFinderGridSize(variant: variant) { return size.description }
    if let details = PathFinderDetails(json: round.details) { return details.grid.description }
    return missing
  }

  /// Play time as `m:ss`, from the game clock, else from the start and end times.
  public static func time(of round: PlayedRound) -> String {
    if let milliseconds = round.durationMilliseconds { return formatDuration(milliseconds: milliseconds) }
    if let seconds = round.elapsedSeconds { return formatDuration(milliseconds: Int64((seconds * 1000).rounded())) }
    return missing
  }

  /// A score with two decimals, e.g. "12.50", rounded the way the board ranks (`PathFinderScore.shown`).
  public static func score(_ figure: Double?) -> String {
    guard let figure, figure.isFinite else { return missing }
    return formatHundredths(PathFinderScore.shown(figure))
  }
}
