/// The PriceGuess fields a `PlayedRound` keeps in its `details` JSON.
public struct PriceGuessRoundDetails: RoundDetails {
  public var score: Int
  public var correct: Int
  public var answered: Int
  public var skipped: Int
  /// The category path, or "Mixed".
  public var category: String
  /// "5", "10", "20" or "endless".
  public var length: String
  public var answers: [PriceGuessAnswer]
  public var fiftyFiftyUsed: Bool
  public var seed: UInt64

  public init(
    score: Int, correct: Int, answered: Int, skipped: Int, category: String, length: String,
    answers: [PriceGuessAnswer], fiftyFiftyUsed: Bool, seed: UInt64
  ) {
    self.score = score
    self.correct = correct
    self.answered = answered
    self.skipped = skipped
    self.category = category
    self.length = length
    self.answers = answers
    self.fiftyFiftyUsed = fiftyFiftyUsed
    self.seed = seed
  }

  /// Correct ÷ answered, 0 when nothing was answered (ranks below any right answer).
  public var accuracy: Double { answered == 0 ? 0 : Double(correct) / Double(answered) }
}

extension PriceGuessGame: RecordableGame {
  public var details: PriceGuessRoundDetails {
    PriceGuessRoundDetails(
      score: score, correct: correct, answered: answered, skipped: skipped, category: scope.title,
      length: length.rawValue, answers: answers, fiftyFiftyUsed: fiftyFiftyUsed, seed: seed)
  }

  /// The finished quiz for the store; nil while questions are still being asked.
  public var finishedRound: FinishedRound? {
    guard status.isOver, let endedAt else { return nil }
    return FinishedRound(
      game: .priceguess, outcome: .finished, score: score, moves: answered,
      durationMilliseconds: endedAt.milliseconds(since: startedAt), variant: PriceGuessLeaderboards.variant(length, edition: edition), seed: seed,
      assisted: fiftyFiftyUsed, details: details, startedAt: startedAt, endedAt: endedAt)
  }
}
