/// Minesweeper's leaderboards: fastest unassisted wins, one board per fixed preset.
public enum MinesweeperLeaderboards {
  /// One board per fixed preset, in menu order (custom sizes are not comparable, so have none).
  public static var all: [Leaderboard] { MinesweeperPreset.fixed.map(board(for:)) }

  /// The ten fastest wins without hints on one preset, with 3BV and 3BV/s.
  public static func board(for preset: MinesweeperPreset) -> Leaderboard {
    Leaderboard(
      game: .minesweeper,
      title: "\(preset.title) — fastest wins",
      selection: RoundSelection(
        game: .minesweeper, variant: preset.rawValue, outcomes: [.won], completedOnly: true,
        unassistedOnly: true, order: .durationAscending, limit: 10),
      columns: columns,
      rank: RankedRound.fastestFirst)
  }

  static let columns: [LeaderboardColumn] = LeaderboardColumn.rankAndPlayer + [
    LeaderboardColumn("Time") { row in row.round.durationMilliseconds.map { formatRaceTime(milliseconds: $0) } ?? LeaderboardColumn.missing },
    LeaderboardColumn("3BV") { row in MinesweeperRoundDetails(json: row.round.details).map { "\($0.threeBV)" } ?? LeaderboardColumn.missing },
    LeaderboardColumn("3BV/s") { row in
      MinesweeperRoundDetails(json: row.round.details)?.threeBVPerSecond.map { formatHundredths($0) } ?? LeaderboardColumn.missing
    },
  ]


}
