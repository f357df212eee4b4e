@testable import ArcadeCore

/// A WordMatch game's state with its instants counted from its start, so a round compares with its replay, which
/// starts at the clock's zero.
struct WordMatchSnapshot: Equatable {
  var phase: WordMatchPhase
  var round: WordMatchRound?
  var counts: [Int]
  var spotted: WordMatchTally
  var rejected: WordMatchTally
  var missed: [WordMatchMiss]
  var recentMiss: WordMatchMiss?
  var endedAt: Int64?
  var pausedAt: Int64?
  var pausedMilliseconds: Int64

  init(_ game: WordMatchGame) {
    let start = game.startedAt ?? .zero
    func shifted(_ instant: Instant) -> Instant { Instant(milliseconds: instant.milliseconds(since: start)) }
    phase =
      switch game.phase {
      case .feedback(let feedback, let until): .feedback(feedback, until: shifted(until))
      case let other: other
      }
    round = game.round.map { round in
      var round = round
      round.fall.start = shifted(round.fall.start)
      round.settledAt = round.settledAt.map(shifted)
      return round
    }
    counts = [game.correctAttempts, game.wrongAttempts, game.pairsShown, game.score, game.livesLeft]
    (spotted, rejected, missed, recentMiss) = (game.spotted, game.rejected, game.missed, game.recentMiss)
    endedAt = game.endedAt.map { $0.milliseconds(since: start) }
    pausedAt = game.pausedAt.map { $0.milliseconds(since: start) }
    pausedMilliseconds = game.pausedMilliseconds
  }
}

/// A player's move in a script, said of the pair it meets: the scripts play alike only if the games do.
enum WordMatchScriptMove: CaseIterable {
  case answerRight, answerWrong, pause, resume

  func move(in game: WordMatchGame) -> WordMatchMove {
    switch self {
    case .answerRight: .answer(game.rightClaim)
    case .answerWrong: .answer(game.wrongClaim)
    case .pause: .pause
    case .resume: .resume
    }
  }
}
