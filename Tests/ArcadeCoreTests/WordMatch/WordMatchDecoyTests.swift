import ArcadeCore
import Testing

/// A decoy never gives itself away: the falling wrong word is never a right answer the last pairs showed.
@Suite struct WordMatchDecoyTests {
  @Test(arguments: ["en-es", "en-fr", "en-de"])
  func noDecoyIsARightAnswerJustShown(code: String) throws {
    let list = try WordList.shipped(code)
    let translations = WordMatchTranslations(list)
    let rights = Dictionary(grouping: list.pairs, by: \.source).mapValues { Set($0.map(\.target)) }
    var decoys = 0
    for seed in UInt64(0)..<300 {
      var dealer = WordMatchDealer(translations: translations, correctShare: 0.25, seed: seed)
      var shown: [String] = []
      for _ in 0..<30 {
        let pair = dealer.deal()
        if pair.truth == .wrong {
          decoys += 1
          #expect(!shown.suffix(4).contains(pair.candidate), "\(code) seed \(seed): \(pair.prompt) / \(pair.candidate) after \(shown.suffix(4))")
        }
        // What the player saw as right: a right pair's word, or the translation a miss of a wrong one shows.
        shown += pair.truth == .correct ? [pair.candidate] : Array(rights[pair.prompt] ?? [])
      }
    }
    #expect(decoys > 5_000)
  }
}
