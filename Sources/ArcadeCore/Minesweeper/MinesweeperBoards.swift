extension GameBoards {
  /// Minesweeper's boards (one per fixed preset), chart and summary lines.
  public static let minesweeper = GameBoards(
    game: .minesweeper, boards: MinesweeperLeaderboards.all,
    emptyHint: "Win a game of Minesweeper without hints to get on this board.",
    trend: Trend(label: "time of won games (faster is better)", lowerIsBetter: true) { round in
      round.outcome == .won ? round.durationMilliseconds.map(Double.init) : nil
    },
    helpUsed: "hints used",
    describeHelp: MinesweeperLeaderboards.helpUsed(in:),
    summary: MinesweeperLeaderboards.summary
  )
}

extension MinesweeperLeaderboards {
  /// Games played and won, and the best 3BV/s of a win without hints.
  @Sendable static func summary(_ rounds: PlayerRounds) -> [String] {
    let played = rounds.played.filter { $0.outcome == .won || $0.outcome == .lost }
    guard !played.isEmpty else { return [] }
    let won = played.filter { $0.outcome == .won }
    var lines = ["Your games on all boards: \(played.count) played, \(won.count) won"]
    let speeds = rounds.ranked.filter { $0.outcome == .won }.compactMap { MinesweeperRoundDetails(json: $0.details)?.threeBVPerSecond }
    if let best = speeds.max() {
      lines.append("Your best 3BV/s without hints: \(formatHundredths(best))")
    }
    return lines
  }

  /// "1 undo", or "hints used, 2 undos" when hints were used too; nil for a round without undos (then "hints used").
  @Sendable static func helpUsed(in round: PlayedRound) -> String? {
    guard let details = MinesweeperRoundDetails(json: round.details), let undos = details.undos, undos > 0 else { return nil }
    return (details.hints > 0 ? "hints used, " : "") + counted(undos, "undo")
  }
}
