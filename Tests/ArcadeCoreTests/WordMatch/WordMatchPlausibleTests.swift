import ArcadeCore
import Testing

/// Wrong pairs that look like they could be right: sea → rana taught nothing.
@Suite("WordMatch plausible wrong pairs")
struct WordMatchPlausibleTests {
  /// Judged here from the list itself, not by the engine: a shared tag, or a spelling or length close to a right translation.
  static func resembles(_ pair: WordMatchPair, in list: WordList) -> Bool {
    let promptTags = list.pairs.filter { $0.source == pair.prompt }.compactMap { list.tags[$0] }
    let candidateTags = list.pairs.filter { $0.target == pair.candidate }.compactMap { list.tags[$0] }
    for a in promptTags {
      for b in candidateTags {
        if a.topic != nil && a.topic == b.topic { return true }
        if a.pos != nil && a.pos == b.pos { return true }
      }
    }
    if promptTags.contains(where: { $0.falseFriends.contains(pair.candidate) }) { return true }
    let rights = list.pairs.filter { $0.source == pair.prompt }.map(\.target)
    return rights.contains { abs($0.count - pair.candidate.count) <= 1 && $0.prefix(1) == pair.candidate.prefix(1) }
  }

  @Test(arguments: ["en-es", "en-fr", "en-de"])
  func wrongPairsResembleTheWordMoreOftenThanChance(code: String) throws {
    let list = try WordList.shipped(code)
    let right = Set(list.pairs)
    let targets = Array(Set(list.pairs.map(\.target)))
    var dealt = (wrong: 0, resembling: 0, falseFriends: 0)
    var chance = (tried: 0, resembling: 0)
    for seed in UInt64(0)..<30 {
      var dealer = WordMatchDealer(wordList: list, correctShare: 0.25, seed: seed)
      for _ in 0..<200 {
        let pair = dealer.deal()
        guard pair.truth == .wrong else { continue }
        #expect(!right.contains(.init(source: pair.prompt, target: pair.candidate)), "\(code): \(pair)")
        dealt.wrong += 1
        if Self.resembles(pair, in: list) { dealt.resembling += 1 }
        if list.tags.values.contains(where: { $0.falseFriends.contains(pair.candidate) }) { dealt.falseFriends += 1 }
        // Chance: any target that is not right for this prompt, as the dealer once drew them.
        for target in targets where !right.contains(.init(source: pair.prompt, target: target)) {
          chance.tried += 1
          if Self.resembles(WordMatchPair(prompt: pair.prompt, candidate: target, truth: .wrong), in: list) {
            chance.resembling += 1
          }
        }
      }
    }
    let dealtShare = Double(dealt.resembling) / Double(dealt.wrong)
    let chanceShare = Double(chance.resembling) / Double(chance.tried)
    #expect(dealtShare > chanceShare + 0.25, "\(code): \(dealtShare) dealt against \(chanceShare) by chance")
    #expect(dealt.falseFriends > 0, "\(code): no false friend dealt")
  }

  @Test func aFalseFriendIsDealtButNeverWhenItIsARightTranslation() {
    let list = WordList(
      source: .init(code: "en", name: "English"), target: .init(code: "es", name: "Spanish"),
      pairs: [
        .init(source: "library", target: "biblioteca"), .init(source: "bookshop", target: "librería"),
        .init(source: "dog", target: "perro"), .init(source: "cat", target: "gato"),
        .init(source: "carpet", target: "alfombra"), .init(source: "folder", target: "carpeta"),
      ],
      tags: [
        .init(source: "library", target: "biblioteca"): .init(falseFriends: ["librería"]),
        // A "false friend" the list itself gives as right is never dealt as wrong.
        .init(source: "folder", target: "carpeta"): .init(falseFriends: ["carpeta", "carpa"]),
      ])
    let translations = WordMatchTranslations(list)
    #expect(translations.falseFriends(of: "library") == ["librería"])
    #expect(translations.falseFriends(of: "folder") == ["carpa"])
    var librería = 0
    for seed in UInt64(0)..<200 {
      var dealer = WordMatchDealer(wordList: list, correctShare: 0, seed: seed)
      for _ in 0..<6 {
        let pair = dealer.deal()
        #expect(!translations.isRight(source: pair.prompt, target: pair.candidate))
        if pair.prompt == "library" && pair.candidate == "librería" { librería += 1 }
      }
    }
    #expect(librería > 50)
  }

  @Test func editDistance() {
    #expect(WordMatchSpelling.distance("casa", "cosa") == 1)
    #expect(WordMatchSpelling.distance("", "abc") == 3)
    #expect(WordMatchSpelling.distance("kitten", "sitting") == 3)
  }
}
