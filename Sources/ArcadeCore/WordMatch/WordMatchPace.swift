extension HumanPace {
  /// WordMatch: an answer 150 ms after the last at the quickest, on average.
  static let wordMatch = HumanPace(
    WordMatchGame.self, millisecondsPerMove: HumanRecords.millisecondsPerAnswer, least: 5,
    source: "WordMatch: 150 ms an answer at least; " + HumanRecords.answers,
    counts: { move in
      if case .answer = move { return true }
      return false
    })
}
