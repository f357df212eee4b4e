extension HumanPace {
  /// WordSearch: each end of a word pointed at (a mark, or a drag) 150 ms after the last at the quickest, on average:
  /// a word is found before it is pointed at.
  static let wordSearch = HumanPace(
    WordSearchGame.self, millisecondsPerMove: HumanRecords.millisecondsPerAnswer, least: 6,
    source: "WordSearch: 150 ms a mark or drag at least; " + HumanRecords.answers,
    counts: { move in
      switch move {
      case .mark, .select: true
      case .cancelMark, .reveal: false
      }
    })
}
