/// A PriceGuess quiz: the products it deals, the current question, the score and every answer given.
///
/// Products come from a deck seeded apart from the prices, so a seed deals the same products in the same
/// order whatever the player answers; the wrong prices follow the player's accuracy band. `apply(_:at:)` is the
/// one way in; a replay deals its tape's questions instead (`init(replaying:)`).
public struct PriceGuessGame: Sendable {
  public static let pointsPerRightAnswer = 10

  public let scope: QuizScope
  public let length: QuizLength
  public let seed: UInt64
  /// The edition of the catalog it deals from (`PriceCatalog.edition`); nil for the shipped catalog.
  public let edition: String?
  public private(set) var status: PriceGuessStatus = .asking
  /// The question on screen; after the quiz is over, the last one asked.
  public private(set) var question: PriceQuestion
  /// 1-based number of the current question.
  public private(set) var questionNumber = 1
  public private(set) var score = 0
  public private(set) var correct = 0
  /// Questions answered (right or wrong); skips are not answers.
  public private(set) var answered = 0
  public private(set) var skipped = 0
  public private(set) var answers: [PriceGuessAnswer] = []
  public private(set) var fiftyFiftyUsed = false
  /// Options 50/50 hid on the current question.
  public private(set) var hiddenOptions: Set<Int> = []
  public let startedAt: Instant
  public private(set) var endedAt: Instant?

  private var deck: ProductDeck
  private var priceGenerator: SeededGenerator
  private var assistGenerator: SeededGenerator
  /// Every question asked, in order: what the deal keeps.
  private(set) var dealtQuestions: [PriceQuestion] = []
  /// What 50/50 hid, once used.
  private(set) var fiftyFiftyDealt: PriceGuessDeal.FiftyFifty?
  /// What a replay deals instead of the deck and the price generator.
  private let replayedDeal: PriceGuessDeal?
  /// The moves that changed the quiz, timed from its start.
  public internal(set) var moves: [TimedMove<PriceGuessMove>] = []

  /// A quiz over `products` (not empty), which `scope` names in the record.
  public init(
    products: [Product], scope: QuizScope, length: QuizLength, seed: UInt64, startedAt: Instant, edition: String? = nil
  ) {
    self.init(
      products: products, scope: scope, length: length, seed: seed, startedAt: startedAt, edition: edition, replaying: nil)
  }

  /// A quiz that asks `deal`'s questions, where it has them, in place of those its generators make.
  init(
    products: [Product], scope: QuizScope, length: QuizLength, seed: UInt64, startedAt: Instant, edition: String?,
    replaying deal: PriceGuessDeal?
  ) {
    replayedDeal = deal
    self.edition = edition
    var generator = SeededGenerator(seed: seed)
    deck = ProductDeck(products: products, generator: generator.split())
    priceGenerator = generator.split()
    assistGenerator = generator.split()
    self.scope = scope
    self.length = length
    self.seed = seed
    self.startedAt = startedAt
    let made = PriceQuestion.make(for: deck.deal(), band: .low, using: &priceGenerator)
    question = deal?.questions.first ?? made
    dealtQuestions = [question]
  }

  /// The band of the player's accuracy so far, which sets the next question's spacing.
  public var band: AccuracyBand { AccuracyBand(correct: correct, answered: answered) }

  /// "Question 3 of 10"'s total; nil for Endless.
  public var questionCount: Int? { length.questionCount }

  /// Correct ÷ answered as a percentage; nil when nothing was answered.
  public var accuracyPercent: Double? {
    answered == 0 ? nil : Double(correct) * 100 / Double(answered)
  }

  /// The round counts as helped once 50/50 was used.
  public var assisted: Bool { fiftyFiftyUsed }

  // MARK: Moves

  /// Chooses option `index` (0–3) of the current question.
  mutating func answer(_ index: Int, at now: Instant) -> PriceGuessAnswerResult {
    guard !status.isOver else { return .refused(.quizOver) }
    guard question.options.indices.contains(index), !hiddenOptions.contains(index) else {
      return .refused(.noSuchOption)
    }
    answered += 1
    let right = index == question.answer
    if right {
      correct += 1
      score += Self.pointsPerRightAnswer
    }
    let rightIndex = question.answer
    record(given: question.options[index])
    let finished = advance(at: now)
    return right ? .right(chosen: index, finished: finished) : .wrong(chosen: index, answer: rightIndex, finished: finished)
  }

  /// Passes on the current question; it counts as skipped, not as answered.
  mutating func skip(at now: Instant) -> PriceGuessSkipResult {
    guard !status.isOver else { return .refused(.quizOver) }
    skipped += 1
    record(given: nil)
    return .skipped(finished: advance(at: now))
  }

  /// Ends the quiz now; the current question is neither answered nor skipped.
  mutating func finish(at now: Instant) -> PriceGuessFinishResult {
    guard !status.isOver else { return .refused(.quizOver) }
    status = .finishedEarly
    endedAt = now
    return .finished
  }

  /// Hides two wrong prices of the current question, once per quiz.
  mutating func useFiftyFifty() -> PriceGuessFiftyFiftyResult {
    guard !status.isOver else { return .refused(.quizOver) }
    guard !fiftyFiftyUsed else { return .refused(.fiftyFiftyUsed) }
    fiftyFiftyUsed = true
    let wrong = question.options.indices.filter { $0 != question.answer }
    var hidden = Array(assistGenerator.shuffled(wrong).prefix(2)).sorted()
    // A replay hides what was hidden, when its tape says so for this question and it can be.
    if let replayed = replayedDeal?.fiftyFifty, replayed.question == questionNumber, replayed.fits(question) {
      hidden = replayed.hidden
    }
    fiftyFiftyDealt = PriceGuessDeal.FiftyFifty(question: questionNumber, hidden: hidden)
    hiddenOptions = Set(hidden)
    return .hid(hidden)
  }

  private mutating func record(given: Int?) {
    answers.append(
      PriceGuessAnswer(
        sku: question.product.sku, name: question.product.name, price: question.product.salePrice,
        options: question.options, given: given, spacing: question.spacing))
  }

  /// The next question, or the end; true when the quiz is over.
  private mutating func advance(at now: Instant) -> Bool {
    hiddenOptions = []
    if let count = length.questionCount, answers.count >= count {
      status = .completed
      endedAt = now
      return true
    }
    questionNumber += 1
    // The deck and prices draw in a replay too, so a quiz resumed over its catalog deals on as it would have.
    let made = PriceQuestion.make(for: deck.deal(), band: band, using: &priceGenerator)
    question = replayedDeal?.questions.element(at: dealtQuestions.count) ?? made
    dealtQuestions.append(question)
    return false
  }
}
