extension HumanPace {
  /// WordMatch: an answer 150 ms after the last at the quickest, on average (a word landing unanswered is the clock's),
  /// and 150 ms after its word started to fall: the flash between words keeps any two answers half a second apart,
  /// so only the time from the word's appearance tells a program that answers at once from a person.
  static let wordMatch = HumanPace(
    WordMatchGame.self, millisecondsPerMove: HumanRecords.millisecondsPerAnswer, least: 5,
    source: "WordMatch: 150 ms an answer at least, after the last and after its word appeared; " + HumanRecords.answers,
    counts: { move in
      if case .answer = move { return true }
      return false
    },
    alsoFaster: { tape, _ in
      let reactions = WordMatchGame.reactionTimes(on: tape)
      return reactions.count >= 5 && reactions.reduce(0, +) < HumanRecords.millisecondsPerAnswer * Int64(reactions.count)
    })
}

extension WordMatchGame {
  /// How long after its word started to fall each answer the rules took came (pauses left out), as `tape` replays.
  static func reactionTimes(on tape: RoundTape<WordMatchGame>) -> [Int64] {
    var game = WordMatchGame(replaying: tape.deal)
    var reactions: [Int64] = []
    for entry in tape.moves {
      let now = Instant.zero.advanced(byMilliseconds: entry.milliseconds)
      let fall = game.round?.fall
      let outcome = game.apply(entry.move, at: now)
      if case .answered = outcome, !outcome.isRefusal, let fall { reactions.append(now.milliseconds(since: fall.start)) }
    }
    return reactions
  }
}
