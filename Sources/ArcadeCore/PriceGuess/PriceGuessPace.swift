extension HumanPace {
  /// PriceGuess: an answer 150 ms after the last at the quickest, on average.
  static let priceGuess = answers(PriceGuessGame.self, in: "PriceGuess") { move in
    if case .answer = move { return true }
    return false
  }
}
