extension MinesweeperGame: RaceTracked {
  /// Safe cells cleared and flags placed: what a race line shows of a board.
  public var raceProgress: RaceProgress {
    let safe = rows * columns - configuration.mines
    let cleared = minefield.map { board in marks.positions.count { marks[$0] == .revealed && !board.isMine($0) } } ?? 0
    let end: String? =
      switch status {
      case .won: "cleared"
      case .lost: "hit a mine"
      case .ready, .playing: nil
      }
    return RaceProgress(
      summary: "\(cleared)/\(safe) cleared · \(flagCount) flagged" + (end.map { " · \($0)" } ?? ""),
      short: end == "hit a mine" ? "boom" : "\(cleared)/\(safe)", isOver: status.isOver)
  }

  /// The moves up to the first reveal, which places the mines: a race deals both sides the board it opened.
  public static func openingMoves(of tape: RoundTape<MinesweeperGame>) -> Int {
    (tape.moves.firstIndex { if case .reveal = $0.move { true } else { false } }).map { $0 + 1 } ?? 0
  }
}
