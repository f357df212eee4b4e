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
  private let targetsByLowercased: [String: Set<String>]

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
    targetsByLowercased = Dictionary(grouping: targets, by: { $0.lowercased() }).mapValues(Set.init)
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
  /// German "arm") is left out: it would look right to anyone.
  public func canBeWrong(source: String, target: String) -> Bool {
    !isRight(source: source, target: target) && source.lowercased() != target.lowercased()
  }

  /// True when at least one target word can be shown as a wrong translation of `source`.
  public func hasWrongTarget(for source: String) -> Bool {
    var excluded = Set(translations(of: source))
    excluded.formUnion(targetsByLowercased[source.lowercased()] ?? [])
    return targets.count > excluded.count
  }
}
