extension HumanPace {
  /// Minesweeper: at most 20 clicks a second, and at most 20 3BV/s on a cleared board of 10 3BV or more. The Expert
  /// world record, 26.59 s (minesweeper-pro.com), is 4 to 8 3BV/s over Expert's 100 to 200 3BV: 20 is over twice that.
  static let minesweeper = HumanPace(
    MinesweeperGame.self, millisecondsPerMove: HumanRecords.millisecondsPerKey, least: 10,
    source: "Minesweeper: 20 clicks and 20 3BV a second at most; the Expert world record, 26.59 s, is 4 to 8 3BV/s; "
      + HumanRecords.keysAndClicks,
    counts: \.isClick,
    alsoFaster: { tape, played in
      let threeBV = tape.deal.board.minefield.threeBV
      guard threeBV >= 10, Int64(threeBV) * 1000 > 20 * max(played, 1) else { return false }
      // Only a cleared board is timed by its 3BV: a loss ends before its 3BV is played.
      return (try? tape.replayed())?.status == .won
    })
}

extension MinesweeperMove {
  /// A cell clicked: what a person's hand does, as opposed to the clock stopping or a hint asked for.
  var isClick: Bool {
    switch self {
    case .reveal, .chord, .flag: true
    case .hint, .pause, .resume, .undo: false
    }
  }
}
