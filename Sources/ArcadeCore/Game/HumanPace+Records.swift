extension HumanPace {
  /// A game of questions answered one after another: an answer (a move `isAnswer` picks) 150 ms after the last at the
  /// quickest, on average over five or more.
  static func answers<Game: RecordedGame>(
    _ type: Game.Type, in name: String, isAnswer: @escaping @Sendable (Game.Move) -> Bool
  ) -> HumanPace {
    HumanPace(
      type, millisecondsPerMove: HumanRecords.millisecondsPerAnswer, least: 5,
      source: "\(name): 150 ms an answer at least; " + HumanRecords.answers, counts: isAnswer)
  }
}

/// The records the human limits are drawn from, each with the margin taken over it.
enum HumanRecords {
  /// The fastest typists keep up about 17 keystrokes a second (212 words a minute, Barbara Blackburn, Guinness):
  /// a person's key or click comes at most 20 times a second, 50 ms apart on average.
  static let keysAndClicks = "about 17 keystrokes a second by the fastest typists (212 words a minute, Barbara Blackburn); 20 a second allowed"
  static let millisecondsPerKey: Int64 = 50
  /// A person's reaction to something new on screen takes about 150 ms at best (Human Benchmark's median is
  /// 273 ms): an answer to a question just shown takes at least that.
  static let answers = "a reaction to what is new on screen takes about 150 ms at best (Human Benchmark's median is 273 ms)"
  static let millisecondsPerAnswer: Int64 = 150
}
