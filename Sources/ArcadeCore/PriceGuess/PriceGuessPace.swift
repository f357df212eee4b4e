extension HumanPace {
  /// PriceGuess: an answer 150 ms after the last at the quickest, on average.
  static let priceGuess = HumanPace(
    PriceGuessGame.self, millisecondsPerMove: HumanRecords.millisecondsPerAnswer, least: 5,
    source: "PriceGuess: 150 ms an answer at least; " + HumanRecords.answers,
    counts: { move in
      if case .answer = move { return true }
      return false
    })
}
