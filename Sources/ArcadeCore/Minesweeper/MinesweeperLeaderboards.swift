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
      rank: rankFastest)
  }

  static let columns: [LeaderboardColumn] = [
    LeaderboardColumn("Rank") { "\($0.rank)" },
    LeaderboardColumn("Player", alignment: .left) { PlayerName.shown($0.round.player) },
    LeaderboardColumn("Time") { row in row.round.durationMilliseconds.map { formatRaceTime(milliseconds: $0) } ?? LeaderboardColumn.missing },
    LeaderboardColumn("3BV") { row in MinesweeperRoundDetails(json: row.round.details).map { "\($0.threeBV)" } ?? LeaderboardColumn.missing },
    LeaderboardColumn("3BV/s") { row in
      MinesweeperRoundDetails(json: row.round.details)?.threeBVPerSecond.map { formatHundredths($0) } ?? LeaderboardColumn.missing
    },
  ]

  /// Fastest first (rounds without a duration last, then earlier start first); equal times share a rank.
  @Sendable static func rankFastest(_ rounds: [PlayedRound]) -> [RankedRound] {
    let sorted = rounds.sorted { a, b in
      let left = a.durationMilliseconds ?? .max
      let right = b.durationMilliseconds ?? .max
      return left != right ? left < right : a.startedAt < b.startedAt
    }
    return RankedRound.competitionRanked(sorted.map { ($0, $0.durationMilliseconds.map(Double.init)) })
  }

}
