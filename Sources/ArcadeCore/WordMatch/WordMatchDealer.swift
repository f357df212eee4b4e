/// Deals the pairs of a game from a word list with a seeded generator.
///
/// Each pair is correct with probability `correctShare`. A correct pair joins a
/// word with one of its right translations; a wrong pair joins the word with
/// the target of another entry that is not a right translation of it anywhere
/// in the list. The prompt word never repeats the previous one (so neither
/// does a correct pair), and no prompt comes back until every word has had a turn.
public struct WordMatchDealer: Sendable {
  public let translations: WordMatchTranslations
  public let correctShare: Double
  private var generator: SeededGenerator
  private var previous: WordMatchPair?
  /// Prompts not yet shown in this cycle through the list; refilled when empty.
  private var unshownPrompts: [String] = []
  private let promptsThatCanBeWrong: Set<String>

  public init(translations: WordMatchTranslations, correctShare: Double, generator: SeededGenerator) {
    self.translations = translations
    self.correctShare = correctShare
    self.generator = generator
    promptsThatCanBeWrong = Set(translations.sources.filter { translations.hasWrongTarget(for: $0) })
  }

  public init(wordList: WordList, correctShare: Double, seed: UInt64) {
    self.init(
      translations: WordMatchTranslations(wordList), correctShare: correctShare,
      generator: SeededGenerator(seed: seed))
  }

  /// The next pair to show.
  public mutating func deal() -> WordMatchPair {
    var truth: WordMatchClaim = generator.chance(correctShare) ? .correct : .wrong
    // A list whose every word translates to every other (one entry, say) has no wrong pair to offer.
    if truth == .wrong && promptsThatCanBeWrong.isEmpty { truth = .correct }
    let prompt = nextPrompt(for: truth)
    let pair: WordMatchPair
    switch truth {
    case .correct:
      var choices = translations.translations(of: prompt)
      if prompt == previous?.prompt, choices.count > 1 { choices.removeAll { $0 == previous?.candidate } }
      pair = WordMatchPair(prompt: prompt, candidate: generator.element(of: choices), truth: .correct)
    case .wrong:
      pair = WordMatchPair(prompt: prompt, candidate: wrongCandidate(for: prompt), truth: .wrong)
    }
    previous = pair
    return pair
  }

  /// A prompt not shown yet this cycle and not the previous one, falling back step by step on tiny lists.
  private mutating func nextPrompt(for truth: WordMatchClaim) -> String {
    if unshownPrompts.isEmpty { unshownPrompts = translations.sources }
    let previousPrompt = previous?.prompt
    let fits: (String) -> Bool = { [promptsThatCanBeWrong] prompt in
      prompt != previousPrompt && (truth == .correct || promptsThatCanBeWrong.contains(prompt))
    }
    // A few random draws from the words not shown yet settle almost every deal at once.
    for _ in 0..<16 {
      let index = generator.below(unshownPrompts.count)
      if fits(unshownPrompts[index]) { return takeUnshown(at: index) }
    }
    let fitting = unshownPrompts.indices.filter { fits(unshownPrompts[$0]) }
    if !fitting.isEmpty { return takeUnshown(at: generator.element(of: fitting)) }
    // Every word left this cycle is unfit (tiny or one-sided lists): draw from the whole list instead.
    let anyFitting = translations.sources.filter(fits)
    if !anyFitting.isEmpty { return generator.element(of: anyFitting) }
    return generator.element(
      of: translations.sources.filter { truth == .correct || promptsThatCanBeWrong.contains($0) })
  }

  private mutating func takeUnshown(at index: Int) -> String {
    unshownPrompts.swapAt(index, unshownPrompts.count - 1)
    return unshownPrompts.removeLast()
  }

  /// A target word that is not a right translation of `prompt`; a few random draws, then an exact search.
  private mutating func wrongCandidate(for prompt: String) -> String {
    let targets = translations.targets
    for _ in 0..<32 {
      let target = generator.element(of: targets)
      if translations.canBeWrong(source: prompt, target: target) { return target }
    }
    let choices = targets.filter { translations.canBeWrong(source: prompt, target: $0) }
    return generator.element(of: choices)
  }
}
