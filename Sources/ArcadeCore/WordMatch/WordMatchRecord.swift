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
      languagePair: wordList.boardCode, speed: options.speed, pairCount: options.pairCount, lives: options.lives)
  }

  /// The game's extra record fields.
  public var details: WordMatchDetails {
    WordMatchDetails(
      correct: correctAttempts, wrong: wrongAttempts, pairs: pairsShown, speed: options.speed,
      languagePair: wordList.boardCode, pairCount: options.pairCount, lives: options.lives)
  }

  /// The record of this game once it is over; nil while it is being played.
  ///
  /// Outcome: `.won` when every pair was played with a life to spare, `.lost`
  /// when the lives ran out. A game left before its end is not recorded at
  /// all, as in every game of the arcade.
  public var finishedRound: FinishedRound? {
    guard let outcome, let startedAt, let endedAt else { return nil }
    return FinishedRound(
      game: .wordmatch, outcome: outcome == .allPairsPlayed ? .won : .lost, score: score, moves: pairsShown,
      durationMilliseconds: elapsedMilliseconds(at: endedAt), variant: variant, seed: seed, details: details,
      startedAt: startedAt, endedAt: endedAt)
  }
}

extension WordMatchGame: RecordableGame {}
