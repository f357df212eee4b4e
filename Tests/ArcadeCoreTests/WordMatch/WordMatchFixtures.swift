import ArcadeCore

extension WordList {
  /// A small English–Spanish list with both kinds of alternative: one word with two translations, two words with one.
  static let mock = WordList(
    source: .init(code: "en", name: "English"), target: .init(code: "es", name: "Spanish"),
    pairs: [
      .init(source: "house", target: "casa"),
      .init(source: "home", target: "casa"),
      .init(source: "home", target: "hogar"),
      .init(source: "fish", target: "pez"),
      .init(source: "fish", target: "pescado"),
      .init(source: "big", target: "grande"),
      .init(source: "large", target: "grande"),
      .init(source: "dog", target: "perro"),
      .init(source: "cat", target: "gato"),
      .init(source: "water", target: "agua"),
    ])

  /// The shipped list for a language pair, e.g. "en-es".
  static func shipped(_ code: String) throws -> WordList {
    try WordList(contentsOfFile: ShippedData.wordMatchFile("\(code).json"))
  }
}

/// A game-clock reading, in milliseconds.
func at(_ milliseconds: Int64) -> Instant { Instant(milliseconds: milliseconds) }

extension WordMatchGame {
  /// The claim that is right for the current pair.
  var rightClaim: WordMatchClaim { round?.truth ?? .correct }
  /// The claim that is wrong for the current pair.
  var wrongClaim: WordMatchClaim { rightClaim == .correct ? .wrong : .correct }

  /// The instant the current flash ends, if one is showing.
  var feedbackEnd: Instant? {
    if case .feedback(_, let until) = phase { until } else { nil }
  }
}

extension WordMatchDealer {
  /// A dealer over translations built once and shared by every seed of a test, as indexing a list is the slow part.
  init(translations: WordMatchTranslations, correctShare: Double, seed: UInt64) {
    self.init(translations: translations, correctShare: correctShare, generator: SeededGenerator(seed: seed))
  }
}

/// The engine's steps as moves through `apply(_:at:)`, its one way in, so the rules' tests read as the steps
/// they check and go through what the screen and a replay call.
extension WordMatchGame {
  @discardableResult
  mutating func start(at now: Instant) -> WordMatchRound? {
    guard case .started(let round) = apply(.start, at: now) else { return nil }
    return round
  }

  mutating func answer(_ claim: WordMatchClaim, at now: Instant) -> WordMatchAnswerResult {
    guard case .answered(let result) = apply(.answer(claim), at: now) else { return .ignored(.over) }
    return result
  }

  @discardableResult
  mutating func advance(to now: Instant) -> [WordMatchEvent] {
    guard case .waited(let events) = apply(.wait, at: now) else { return [] }
    return events
  }

  @discardableResult
  mutating func pause(at now: Instant) -> PauseResult {
    guard case .clock(let result) = apply(.pause, at: now) else { return .notPlaying }
    return result
  }

  @discardableResult
  mutating func resume(at now: Instant) -> PauseResult {
    guard case .clock(let result) = apply(.resume, at: now) else { return .notPlaying }
    return result
  }
}
