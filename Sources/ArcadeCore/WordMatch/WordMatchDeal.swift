/// What a WordMatch round dealt: the list it was dealt from (its languages and edition), its options, and every pair
/// shown so far with the list's right translations of each prompt.
///
/// The pairs are dealt one at a time as the round goes, so a round left early has dealt only the ones it showed. The
/// translations are what a miss shows on the result screen; with them a replay needs no word list at all.
public struct WordMatchDeal: Hashable, Sendable {
  public var source: WordList.Language
  public var target: WordList.Language
  /// The list's edition (`WordList.edition`): a changed shipped list keeps boards of its own.
  public var edition: String?
  public var options: WordMatchOptions
  /// The seed the dealer started from: kept with the round; a replay deals the pairs below instead.
  public var seed: UInt64
  /// Every pair dealt, the first first; the last is the one falling or flashing.
  public var pairs: [WordMatchPair]
  /// The right translations of each prompt in `pairs`, in list order.
  public var translations: [String: [String]]

  /// The list as far as the round saw it: each prompt dealt with its right translations, in the order dealt.
  ///
  /// Never empty, so a replay that deals past its pairs (a deal made in code) cannot fail: a deal without a
  /// translation stands its languages' codes in as one pair.
  public var wordList: WordList {
    var seen: Set<WordList.Pair> = []
    var listed: [WordList.Pair] = []
    for pair in pairs {
      let rights = translations[pair.prompt] ?? (pair.truth == .correct ? [pair.candidate] : [])
      for right in rights where seen.insert(WordList.Pair(source: pair.prompt, target: right)).inserted {
        listed.append(WordList.Pair(source: pair.prompt, target: right))
      }
    }
    if listed.isEmpty { listed = [WordList.Pair(source: source.code, target: target.code)] }
    var list = WordList(source: source, target: target, pairs: listed)
    list.edition = edition
    return list
  }
}
