/// Deals the pairs of a game from a word list with a seeded generator.
///
/// A share `correctShare` of the pairs is correct, kept exactly in every block
/// of a few pairs (one in each four for the standard quarter, in a shuffled
/// place), so no game is all wrong pairs, which always answering "wrong" would win.
/// A correct pair joins a word with one of its right translations; a wrong pair
/// joins the word with a target that is not a right translation of it anywhere
/// in the list, and looks plausible where it can: one of the word's false
/// friends, or a target of the same topic, part of speech or a similar spelling. The prompt word never repeats the previous one (so neither
/// does a correct pair), and no prompt comes back until every word has had a turn.
public struct WordMatchDealer: Sendable {
  public let translations: WordMatchTranslations
  public let correctShare: Double
  private var generator: SeededGenerator
  private var previous: WordMatchPair?
  /// Prompts not yet shown in this cycle through the list; refilled when empty.
  private var unshownPrompts: [String] = []
  private let promptsThatCanBeWrong: Set<String>
  /// The truths left in the current block, dealt from the end.
  private var truths: [WordMatchClaim] = []
  /// Right translations the last pairs showed: no decoy is one of them.
  private var recentRights: [String] = []

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
    var truth = nextTruth()
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
    remember(pair)
    return pair
  }

  /// Pairs per block: the fewest that hold the share in whole pairs (4 for a quarter), at most 20.
  public static func blockSize(for share: Double) -> Int {
    (1...20).first { n in
      let right = Double(n) * share
      return abs(right - right.rounded()) < 0.001
    } ?? 20
  }

  private mutating func nextTruth() -> WordMatchClaim {
    if truths.isEmpty {
      let size = Self.blockSize(for: correctShare)
      let right = Int((Double(size) * correctShare).rounded())
      truths = generator.shuffled(
        Array(repeating: WordMatchClaim.correct, count: right) + Array(repeating: .wrong, count: size - right))
    }
    return truths.removeLast()
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

  /// A target word that is not a right translation of `prompt`, plausible where the list allows.
  ///
  /// Half the time a false friend when the word has one; otherwise mostly a
  /// look-alike (same topic, same part of speech and length, or a close
  /// spelling), and now and then any word, so that looks alone do not give the answer.
  private mutating func wrongCandidate(for prompt: String) -> String {
    // A word just seen as a right answer is never the decoy: "idea / taza" right after "cup / taza" gives it away.
    let fresh: (String) -> Bool = { [recentRights] in !recentRights.contains($0) }
    let friends = translations.falseFriends(of: prompt).filter(fresh)
    if !friends.isEmpty, generator.chance(0.5) { return generator.element(of: friends) }
    let plausible = translations.plausibleWrongTargets(for: prompt).filter(fresh)
    if !plausible.isEmpty, generator.chance(0.85) { return generator.element(of: plausible) }
    let targets = translations.targets
    for _ in 0..<32 {
      let target = generator.element(of: targets)
      if fresh(target), translations.canBeWrong(source: prompt, target: target) { return target }
    }
    let choices = targets.filter { translations.canBeWrong(source: prompt, target: $0) }
    let unseen = choices.filter(fresh)
    return generator.element(of: unseen.isEmpty ? choices : unseen)
  }

  /// Notes the right translations a pair showed (its candidate when right, and the prompt's own, which a miss shows).
  private mutating func remember(_ pair: WordMatchPair) {
    let shown = pair.truth == .correct ? [pair.candidate] : translations.translations(of: pair.prompt)
    recentRights = Array((recentRights + shown).suffix(Self.rememberedRights))
  }

  /// How many right answers a decoy stays clear of: those of the last few pairs.
  static let rememberedRights = 8
}
