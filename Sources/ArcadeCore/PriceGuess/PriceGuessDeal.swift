/// What a PriceGuess quiz dealt: its scope and length, every question asked so far with the four prices it
/// offered, and the two prices 50/50 hid.
///
/// The wrong prices follow the player's accuracy when each question is dealt, so they are kept as offered, not
/// made again; questions are dealt one at a time, so a quiz left early has dealt only those it asked.
public struct PriceGuessDeal: Hashable, Sendable {
  public var scope: QuizScope
  public var length: QuizLength
  /// The seed the deck and prices came from: kept with the round; a replay deals the questions below instead.
  public var seed: UInt64
  /// The catalog's edition (`PriceCatalog.edition`); nil for the shipped catalog.
  public var edition: String?
  /// Every question asked, the first first; the last is the one on screen (or the last asked, once over).
  public var questions: [PriceQuestion]
  /// What 50/50 hid; nil while it is unused.
  public var fiftyFifty: FiftyFifty?

  /// The two wrong prices 50/50 hid, on which question.
  public struct FiftyFifty: Hashable, Sendable {
    /// 1-based, as `PriceGuessGame.questionNumber` counts.
    public var question: Int
    /// Places in the question's options, in order.
    public var hidden: [Int]

    public init(question: Int, hidden: [Int]) {
      self.question = question
      self.hidden = hidden
    }

    /// True when these can be what 50/50 hid on `question`: two different wrong prices of it.
    func fits(_ question: PriceQuestion) -> Bool {
      hidden.count == 2 && Set(hidden).count == 2
        && hidden.allSatisfy { question.options.indices.contains($0) && $0 != question.answer }
    }
  }

  public init(
    scope: QuizScope, length: QuizLength, seed: UInt64, edition: String?, questions: [PriceQuestion], fiftyFifty: FiftyFifty?
  ) {
    self.scope = scope
    self.length = length
    self.seed = seed
    self.edition = edition
    self.questions = questions
    self.fiftyFifty = fiftyFifty
  }

  /// The products asked, each once, in the order first asked: the deck a replay deals from past its questions.
  var products: [Product] {
    var seen: Set<String> = []
    return questions.map(\.product).filter { seen.insert($0.sku).inserted }
  }
}
