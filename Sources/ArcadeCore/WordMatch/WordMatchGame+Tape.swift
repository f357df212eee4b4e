/// A WordMatch round's deal and moves on a tape; everything read is bounded and checked, never trusted.
extension WordMatchGame {
  /// The tape's numbers for the speeds. A format's numbers never change: a new speed is appended, never inserted.
  static let tapeSpeeds: [WordMatchOptions.Speed] = [.slow, .normal, .fast]
  /// Pairs and lives a tape may ask for: the bounds a round's details keep.
  static let tapeCounts = 1...100_000

  /// The languages, the edition, the options and the seed, then each pair: its prompt (with the prompt's right
  /// translations the first time it comes), and a right pair's candidate as one of them or a wrong pair's as text.
  public static func write(_ deal: WordMatchDeal, to tape: inout TapeWriter) {
    for language in [deal.source, deal.target] {
      tape.text(language.code)
      tape.text(language.name)
    }
    tape.byte(deal.edition == nil ? 0 : 1)
    if let edition = deal.edition { tape.text(edition) }
    let options = deal.options
    tape.byte(UInt8(tapeSpeeds.firstIndex(of: options.speed) ?? 0))
    tape.count(options.pairCount)
    tape.count(options.lives)
    tape.varint(options.correctShare.bitPattern)
    tape.count(Int(options.feedbackMilliseconds))
    tape.varint(deal.seed)
    tape.count(deal.pairs.count)
    var written: Set<String> = []
    for pair in deal.pairs {
      tape.text(pair.prompt)
      let rights = deal.translations[pair.prompt] ?? []
      if written.insert(pair.prompt).inserted {
        tape.count(rights.count)
        for right in rights { tape.text(right) }
      }
      switch (pair.truth, rights.firstIndex(of: pair.candidate)) {
      case (.correct, let index?):
        tape.byte(0)
        tape.count(index)
      case (.wrong, nil):
        tape.byte(1)
        tape.text(pair.candidate)
      default:
        // A pair its own translations contradict (a deal made in code) is written as one no reader accepts.
        tape.byte(0xFF)
      }
    }
  }

  public static func readDeal(from tape: inout TapeReader) throws(TapeError) -> WordMatchDeal {
    let source = WordList.Language(code: try shortText(&tape), name: try shortText(&tape))
    let target = WordList.Language(code: try shortText(&tape), name: try shortText(&tape))
    let edition: String? =
      switch try tape.byte() {
      case 0: nil
      case 1: try shortText(&tape)
      default: throw TapeError.malformed("an unknown edition mark")
      }
    let options = try readOptions(from: &tape)
    let seed = try tape.varint()
    let count = try tape.count(in: 1...options.pairCount, "a number of pairs")
    var pairs: [WordMatchPair] = []
    var translations: [String: [String]] = [:]
    for _ in 0..<count {
      let prompt = try shortText(&tape)
      let rights: [String]
      if let known = translations[prompt] {
        rights = known
      } else {
        rights = try readTranslations(from: &tape)
        translations[prompt] = rights
      }
      switch try tape.byte() {
      case 0:
        let index = try tape.count(in: 0...rights.count - 1, "a right translation")
        pairs.append(WordMatchPair(prompt: prompt, candidate: rights[index], truth: .correct))
      case 1:
        let candidate = try shortText(&tape)
        guard !rights.contains(candidate) else { throw .malformed("a wrong pair that the list calls right") }
        pairs.append(WordMatchPair(prompt: prompt, candidate: candidate, truth: .wrong))
      default:
        throw .malformed("an unknown kind of pair")
      }
    }
    return WordMatchDeal(
      source: source, target: target, edition: edition, options: options, seed: seed, pairs: pairs,
      translations: translations)
  }

  private static func readOptions(from tape: inout TapeReader) throws(TapeError) -> WordMatchOptions {
    guard let speed = tapeSpeeds.element(at: Int(try tape.byte())) else { throw .malformed("an unknown speed") }
    let pairCount = try tape.count(in: tapeCounts, "a number of pairs a game")
    let lives = try tape.count(in: tapeCounts, "a number of lives")
    let share = Double(bitPattern: try tape.varint())
    guard (0...1).contains(share) else { throw .malformed("a share of right pairs that is not from 0 to 1") }
    let feedback = try tape.count(in: 0...Int(RoundBounds.durationMilliseconds.upperBound), "a flash's length")
    return WordMatchOptions(
      speed: speed, pairCount: pairCount, lives: lives, correctShare: share, feedbackMilliseconds: Int64(feedback))
  }

  /// A prompt's right translations: at least one (every word of a list has one), none twice.
  private static func readTranslations(from tape: inout TapeReader) throws(TapeError) -> [String] {
    var rights: [String] = []
    for _ in 0..<(try tape.count(in: 1...WordList.maximumPairs, "a number of translations")) {
      let right = try shortText(&tape)
      guard !rights.contains(right) else { throw .malformed("a translation listed twice") }
      rights.append(right)
    }
    return rights
  }

  private static func shortText(_ tape: inout TapeReader) throws(TapeError) -> String {
    try tape.text(maximumBytes: RoundBounds.textBytes)
  }

  /// The tape's numbers for the moves; a format's numbers never change.
  private enum MoveTag: UInt8 { case start, answerCorrect, answerWrong, pause, resume, wait }

  public static func write(_ move: WordMatchMove, to tape: inout TapeWriter) {
    let tag: MoveTag =
      switch move {
      case .start: .start
      case .answer(.correct): .answerCorrect
      case .answer(.wrong): .answerWrong
      case .pause: .pause
      case .resume: .resume
      case .wait: .wait
      }
    tape.byte(tag.rawValue)
  }

  public static func readMove(from tape: inout TapeReader, on deal: WordMatchDeal) throws(TapeError) -> WordMatchMove {
    guard let tag = MoveTag(rawValue: try tape.byte()) else { throw .malformed("an unknown move") }
    return switch tag {
    case .start: .start
    case .answerCorrect: .answer(.correct)
    case .answerWrong: .answer(.wrong)
    case .pause: .pause
    case .resume: .resume
    case .wait: .wait
    }
  }
}
