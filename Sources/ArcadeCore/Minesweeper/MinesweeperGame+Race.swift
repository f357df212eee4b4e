extension MinesweeperGame: RaceTracked {
  /// Safe cells cleared and flags placed: what a race line shows of a board.
  public var raceProgress: RaceProgress {
    let safe = rows * columns - configuration.mines
    let cleared = minefield.map { board in marks.positions.count { marks[$0] == .revealed && !board.isMine($0) } } ?? 0
    let summary: String
    let short: String
    switch status {
    case .won: (summary, short) = ("all \(safe) cleared", "\(safe)/\(safe)")
    case .lost: (summary, short) = ("hit a mine · \(cleared)/\(safe) cleared", "boom")
    case .ready, .playing: (summary, short) = ("\(cleared)/\(safe) cleared · \(flagCount) flagged", "\(cleared)/\(safe)")
    }
    return RaceProgress(summary: summary, short: short, isOver: status.isOver)
  }

  /// The moves up to the first reveal, which places the mines: a race deals both sides the board it opened.
  public static func openingMoves(of tape: RoundTape<MinesweeperGame>) -> Int {
    (tape.moves.firstIndex { if case .reveal = $0.move { true } else { false } }).map { $0 + 1 } ?? 0
  }
}
