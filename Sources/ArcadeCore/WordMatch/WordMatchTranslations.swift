/// Every right translation in a word list, so a pair can be judged against the whole list.
///
/// A word may have several entries ("fish" → "pez" and "pescado"; "big" and
/// "large" → "grande"); a pair is right when any entry joins its two words.
public struct WordMatchTranslations: Sendable {
  /// Distinct source words, in the order they first appear in the list.
  public let sources: [String]
  /// Distinct target words, in the order they first appear in the list.
  public let targets: [String]
  private let targetsBySource: [String: [String]]
  private let rightPairs: Set<WordList.Pair>
  /// Pairs that are not listed but nearly right: the source with a translation of a word that shares one of its own.
  private let nearlyRightPairs: Set<WordList.Pair>
  private let targetsByLowercased: [String: Set<String>]
  /// Every target in lower case as numbered letters, for the spelling comparisons.
  private let lowercasedLetters: [String: [Int]]
  /// The numbering of those letters, to number a word from outside the list the same way.
  private let letterNumbers: WordMatchLetters
  /// Tags of each source word and of each target word, gathered from every pair that has them.
  private let sourceTags: [String: WordTagSet]
  private let targetTags: [String: WordTagSet]
  /// For each source, the targets never shown as wrong under it: right, nearly right or spelt like it.
  ///
  /// Built once, so neither a dealer's start nor a deal scans the whole list for one word.
  private let excludedTargets: [String: Set<String>]
  /// For each source, its plausible wrong targets in list order, judged once for every deal of every game.
  private let plausibleBySource: [String: [String]]

  public init(_ list: WordList) {
    var sources: [String] = []
    var targets: [String] = []
    var seenTargets: Set<String> = []
    var targetsBySource: [String: [String]] = [:]
    for pair in list.pairs {
      if targetsBySource[pair.source] == nil { sources.append(pair.source) }
      if !(targetsBySource[pair.source]?.contains(pair.target) ?? false) {
        targetsBySource[pair.source, default: []].append(pair.target)
      }
      if seenTargets.insert(pair.target).inserted { targets.append(pair.target) }
    }
    self.sources = sources
    self.targets = targets
    self.targetsBySource = targetsBySource
    rightPairs = Set(list.pairs)
    let nearlyRightPairs = Self.nearlyRight(targetsBySource: targetsBySource, pairs: list.pairs)
    self.nearlyRightPairs = nearlyRightPairs
    let targetsByLowercased = Dictionary(grouping: targets, by: { $0.lowercased() }).mapValues(Set.init)
    self.targetsByLowercased = targetsByLowercased
    var letterNumbers = WordMatchLetters()
    let lowercasedLetters = Dictionary(uniqueKeysWithValues: targets.map { ($0, letterNumbers.numbers(of: $0.lowercased())) })
    self.lowercasedLetters = lowercasedLetters
    self.letterNumbers = letterNumbers
    var sourceTags: [String: WordTagSet] = [:]
    var targetTags: [String: WordTagSet] = [:]
    for (pair, tags) in list.tags {
      sourceTags[pair.source, default: WordTagSet()].add(tags)
      targetTags[pair.target, default: WordTagSet()].add(tags)
    }
    self.sourceTags = sourceTags
    self.targetTags = targetTags
    var excludedTargets: [String: Set<String>] = [:]
    for source in sources {
      excludedTargets[source] = Set(targetsBySource[source] ?? [])
        .union(targetsByLowercased[source.lowercased()] ?? [])
    }
    for pair in nearlyRightPairs { excludedTargets[pair.source, default: []].insert(pair.target) }
    self.excludedTargets = excludedTargets
    plausibleBySource = Self.plausibleWrongTargets(
      sources: sources, targets: targets, targetsBySource: targetsBySource, excludedTargets: excludedTargets,
      sourceTags: sourceTags, targetTags: targetTags, lowercasedLetters: lowercasedLetters)
  }

  /// The false friends the list names for `source` that can be shown as wrong (never one of its right translations).
  public func falseFriends(of source: String) -> [String] {
    (sourceTags[source]?.falseFriends ?? []).filter { canBeWrong(source: source, target: $0) }
  }

  /// True when `target`, shown under `source`, would look like it could be right.
  ///
  /// It shares a topic with the source word, or a part of speech and nearly
  /// the length of a right translation, or is spelt within a few letters of one.
  public func looksPlausible(source: String, target: String) -> Bool {
    let prompt = sourceTags[source] ?? WordTagSet()
    let candidate = targetTags[target] ?? WordTagSet()
    if !prompt.topics.isDisjoint(with: candidate.topics) { return true }
    var numbering = letterNumbers
    let letters = lowercasedLetters[target] ?? numbering.numbers(of: target.lowercased())
    return translations(of: source).contains { right in
      Self.spelledAlike(
        lowercasedLetters[right] ?? [], letters, samePart: !prompt.parts.isDisjoint(with: candidate.parts))
    }
  }

  /// Every target that can be shown as a wrong translation of `source` and looks plausible, in list order.
  public func plausibleWrongTargets(for source: String) -> [String] {
    // A word not in the list has no tags and no translation, so nothing looks plausible under it.
    plausibleBySource[source] ?? []
  }

  /// The spelling half of `looksPlausible(source:target:)`: nearly the length of a right translation
  /// with the same part of speech, or within a few letters of it.
  private static func spelledAlike(_ right: [Int], _ letters: [Int], samePart: Bool) -> Bool {
    (samePart && abs(right.count - letters.count) <= 1)
      || WordMatchSpelling.isWithin(max(2, right.count / 3), right, letters)
  }

  /// For each source, every target that may be shown as wrong under it and looks plausible, in list order.
  ///
  /// Judges every (source, target) of the list once, so no deal of any game has to:
  /// the targets sharing a topic or a part of speech are marked from the tags
  /// rather than found by comparing tag sets pair by pair.
  private static func plausibleWrongTargets(
    sources: [String], targets: [String], targetsBySource: [String: [String]], excludedTargets: [String: Set<String>],
    sourceTags: [String: WordTagSet], targetTags: [String: WordTagSet], lowercasedLetters: [String: [Int]]
  ) -> [String: [String]] {
    var byTopic: [String: [Int]] = [:]
    var byPart: [String: [Int]] = [:]
    for (index, target) in targets.enumerated() {
      for topic in targetTags[target]?.topics ?? [] { byTopic[topic, default: []].append(index) }
      for part in targetTags[target]?.parts ?? [] { byPart[part, default: []].append(index) }
    }
    let indexOfTarget = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1, $0) })
    let letters = targets.map { lowercasedLetters[$0] ?? [] }
    var plausible: [String: [String]] = [:]
    for source in sources {
      var excluded = [Bool](repeating: false, count: targets.count)
      for target in excludedTargets[source] ?? [] { if let index = indexOfTarget[target] { excluded[index] = true } }
      var sameTopic = [Bool](repeating: false, count: targets.count)
      for topic in sourceTags[source]?.topics ?? [] { for index in byTopic[topic] ?? [] { sameTopic[index] = true } }
      var samePart = [Bool](repeating: false, count: targets.count)
      for part in sourceTags[source]?.parts ?? [] { for index in byPart[part] ?? [] { samePart[index] = true } }
      let rights = (targetsBySource[source] ?? []).map { lowercasedLetters[$0] ?? [] }
      plausible[source] = targets.indices.filter { index in
        !excluded[index]
          && (sameTopic[index] || rights.contains { spelledAlike($0, letters[index], samePart: samePart[index]) })
      }.map { targets[$0] }
    }
    return plausible
  }

  /// True when some entry of the list joins these two words.
  public func isRight(source: String, target: String) -> Bool {
    rightPairs.contains(WordList.Pair(source: source, target: target))
  }

  /// Every right translation of a source word, in list order (empty for a word not in the list).
  public func translations(of source: String) -> [String] {
    targetsBySource[source] ?? []
  }

  /// True when a target word may be shown as a wrong translation of `source`.
  ///
  /// Besides every right translation, a word spelt like the prompt ("arm" under
  /// German "arm") is left out: it would look right to anyone. So is a
  /// translation of a near synonym ("difficult" and "hard" share "difícil", so
  /// "duro" is never shown as wrong under "difficult"): the list does not say
  /// it is right, but it may well be.
  public func canBeWrong(source: String, target: String) -> Bool {
    !(excludedTargets[source]?.contains(target) ?? false) && source.lowercased() != target.lowercased()
  }

  /// True when the list does not join these words, but joins `source` to a word that some synonym of it also has.
  public func isNearlyRight(source: String, target: String) -> Bool {
    nearlyRightPairs.contains(WordList.Pair(source: source, target: target))
  }

  /// True when at least one target word can be shown as a wrong translation of `source`.
  public func hasWrongTarget(for source: String) -> Bool {
    // Every excluded word is itself a target of the list, so the counts compare.
    let excluded = excludedTargets[source] ?? targetsByLowercased[source.lowercased()] ?? []
    return targets.count > excluded.count
  }

  /// Every (source, target) the list does not join where another source shares a translation with `source` and has `target`.
  private static func nearlyRight(targetsBySource: [String: [String]], pairs: [WordList.Pair]) -> Set<WordList.Pair> {
    let sourcesByTarget = Dictionary(grouping: pairs, by: \.target).mapValues { Set($0.map(\.source)) }
    var nearly: Set<WordList.Pair> = []
    for (source, own) in targetsBySource {
      let synonyms = Set(own.flatMap { sourcesByTarget[$0] ?? [] }).subtracting([source])
      for synonym in synonyms {
        for target in targetsBySource[synonym] ?? [] where !own.contains(target) {
          nearly.insert(WordList.Pair(source: source, target: target))
        }
      }
    }
    return nearly
  }
}
