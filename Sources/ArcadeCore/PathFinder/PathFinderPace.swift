extension HumanPace {
  /// PathFinder: at most 20 steps a second, as keys or clicks.
  static let pathFinder = HumanPace(
    PathFinderRound.self, millisecondsPerMove: HumanRecords.millisecondsPerKey, least: 10,
    source: "PathFinder: 20 steps a second at most; " + HumanRecords.keysAndClicks,
    counts: { move in
      switch move {
      case .step, .moveToward: true
      case .drawGrid, .guess: false
      }
    })
}
