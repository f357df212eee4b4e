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
  /// Every target in lower case, split into characters once, for the spelling comparisons of every deal.
  private let lowercasedLetters: [String: [Character]]
  /// Tags of each source word and of each target word, gathered from every pair that has them.
  private let sourceTags: [String: WordTagSet]
  private let targetTags: [String: WordTagSet]

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
    nearlyRightPairs = Self.nearlyRight(targetsBySource: targetsBySource, pairs: list.pairs)
    targetsByLowercased = Dictionary(grouping: targets, by: { $0.lowercased() }).mapValues(Set.init)
    lowercasedLetters = Dictionary(uniqueKeysWithValues: targets.map { ($0, Array($0.lowercased())) })
    var sourceTags: [String: WordTagSet] = [:]
    var targetTags: [String: WordTagSet] = [:]
    for (pair, tags) in list.tags {
      sourceTags[pair.source, default: WordTagSet()].add(tags)
      targetTags[pair.target, default: WordTagSet()].add(tags)
    }
    self.sourceTags = sourceTags
    self.targetTags = targetTags
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
    let samePOS = !prompt.parts.isDisjoint(with: candidate.parts)
    let letters = lowercasedLetters[target] ?? Array(target.lowercased())
    return translations(of: source).contains { right in
      let rightLetters = lowercasedLetters[right] ?? Array(right.lowercased())
      return (samePOS && abs(rightLetters.count - letters.count) <= 1)
        || WordMatchSpelling.distance(rightLetters, letters) <= max(2, rightLetters.count / 3)
    }
  }

  /// Every target that can be shown as a wrong translation of `source` and looks plausible.
  public func plausibleWrongTargets(for source: String) -> [String] {
    targets.filter { canBeWrong(source: source, target: $0) && looksPlausible(source: source, target: $0) }
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
    let pair = WordList.Pair(source: source, target: target)
    return !rightPairs.contains(pair) && !nearlyRightPairs.contains(pair)
      && source.lowercased() != target.lowercased()
  }

  /// True when the list does not join these words, but joins `source` to a word that some synonym of it also has.
  public func isNearlyRight(source: String, target: String) -> Bool {
    nearlyRightPairs.contains(WordList.Pair(source: source, target: target))
  }

  /// True when at least one target word can be shown as a wrong translation of `source`.
  public func hasWrongTarget(for source: String) -> Bool {
    var excluded = Set(translations(of: source))
    excluded.formUnion(targetsByLowercased[source.lowercased()] ?? [])
    excluded.formUnion(nearlyRightPairs.filter { $0.source == source }.map(\.target))
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
