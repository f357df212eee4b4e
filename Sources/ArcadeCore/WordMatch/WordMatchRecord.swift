import Foundation

/// What a WordMatch round records beyond the shared columns, stored as `PlayedRound.details`.
public struct WordMatchDetails: RoundDetails {
  public var correct: Int
  public var wrong: Int
  public var pairs: Int
  public var speed: WordMatchOptions.Speed
  /// e.g. "en-es".
  public var languagePair: String
  public var pairCount: Int
  public var lives: Int

  public init(
    correct: Int, wrong: Int, pairs: Int, speed: WordMatchOptions.Speed, languagePair: String, pairCount: Int,
    lives: Int
  ) {
    self.correct = correct
    self.wrong = wrong
    self.pairs = pairs
    self.speed = speed
    self.languagePair = languagePair
    self.pairCount = pairCount
    self.lives = lives
  }

}

extension WordMatchGame {
  /// The board this game counts on: "en-es/normal", with "/<pairs>x<lives>" added for a non-standard length.
  ///
  /// Longer games score more, so they keep boards of their own and the main
  /// boards compare only standard 15-pair, 3-life games.
  public var variant: String {
    WordMatchLeaderboards.variant(
      languagePair: wordList.code, speed: options.speed, pairCount: options.pairCount, lives: options.lives)
  }

  /// The game's extra record fields.
  public var details: WordMatchDetails {
    WordMatchDetails(
      correct: correctAttempts, wrong: wrongAttempts, pairs: pairsShown, speed: options.speed,
      languagePair: wordList.code, pairCount: options.pairCount, lives: options.lives)
  }

  /// The record of this game at `now`.
  ///
  /// Outcome: `.won` when every pair was played with a life to spare, `.lost`
  /// when the lives ran out. A game quit before its end is recorded as
  /// `.finished` with no end time (so completed-only boards leave it out), its
  /// duration measured to `now`.
  public func finishedRound(at now: Instant) -> FinishedRound {
    let outcome: RoundOutcome =
      switch self.outcome {
      case .allPairsPlayed: .won
      case .outOfLives: .lost
      case nil: .finished
      }
    return FinishedRound(
      game: .wordmatch, outcome: outcome, score: score, moves: pairsShown,
      durationMilliseconds: elapsedMilliseconds(at: now), variant: variant, seed: seed, details: details,
      startedAt: startedAt ?? now, endedAt: self.outcome == nil ? nil : (endedAt ?? now))
  }
}

extension WordMatchGame: RecordableGame {
  /// The record once the game is over; nil while it is being played.
  public var finishedRound: FinishedRound? {
    guard outcome != nil, let endedAt else { return nil }
    return finishedRound(at: endedAt)
  }
}
