extension HumanPace {
  /// WordMatch: an answer 150 ms after the last at the quickest, on average (a word landing unanswered is the clock's).
  static let wordMatch = answers(WordMatchGame.self, in: "WordMatch") { move in
    if case .answer = move { return true }
    return false
  }
}
