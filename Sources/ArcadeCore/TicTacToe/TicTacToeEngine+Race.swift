extension TicTacToeGame: RaceTracked {
  public var raceProgress: RaceProgress { ticTacToeProgress }
}

extension UltimateGame: RaceTracked {
  public var raceProgress: RaceProgress { ticTacToeProgress }
}

extension TicTacToeEngine {
  /// The moves made, and how the game ended: a game against the computer raced on one deal.
  var ticTacToeProgress: RaceProgress {
    let end: String? =
      switch status {
      case .won(let mark, _): mark == .x ? "X won" : "O won"
      case .drawn: "drawn"
      case .playing: nil
      }
    return RaceProgress(
      summary: "\(moves.count) moves" + (end.map { " · \($0)" } ?? ""), short: end ?? "\(moves.count) moves", isOver: status.isOver)
  }
}
