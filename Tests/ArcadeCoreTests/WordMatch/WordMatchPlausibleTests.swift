import ArcadeCore
import Testing

/// Wrong pairs that look like they could be right: sea → rana taught nothing.
@Suite("WordMatch plausible wrong pairs")
struct WordMatchPlausibleTests {
  /// The list's tags and right translations by word, gathered here, not by the engine.
  struct Index {
    let promptTags: [String: [WordList.Tags]]
    let candidateTags: [String: [WordList.Tags]]
    let rights: [String: [String]]

    init(_ list: WordList) {
      promptTags = Dictionary(grouping: list.pairs, by: \.source).mapValues { $0.compactMap { list.tags[$0] } }
      candidateTags = Dictionary(grouping: list.pairs, by: \.target).mapValues { $0.compactMap { list.tags[$0] } }
      rights = Dictionary(grouping: list.pairs, by: \.source).mapValues { $0.map(\.target) }
    }

    /// A shared tag, a false friend, or a length and first letter close to a right translation.
    func resembles(prompt: String, candidate: String) -> Bool {
      let promptTags = promptTags[prompt] ?? []
      for a in promptTags {
        for b in candidateTags[candidate] ?? [] {
          if a.topic != nil && a.topic == b.topic { return true }
          if a.pos != nil && a.pos == b.pos { return true }
        }
      }
      if promptTags.contains(where: { $0.falseFriends.contains(candidate) }) { return true }
      return (rights[prompt] ?? []).contains {
        abs($0.count - candidate.count) <= 1 && $0.prefix(1) == candidate.prefix(1)
      }
    }
  }

  @Test(arguments: ["en-es", "en-fr", "en-de"])
  func wrongPairsResembleTheWordMoreOftenThanChance(code: String) throws {
    let list = try WordList.shipped(code)
    let index = Index(list)
    let right = Set(list.pairs)
    let targets = Array(Set(list.pairs.map(\.target)))
    let friends = Set(list.tags.values.flatMap(\.falseFriends))
    var dealt = (wrong: 0, resembling: 0, falseFriends: 0)
    // Chance for a prompt: the share of the targets that are not right for it that resemble it, as the dealer once drew them.
    var chanceByPrompt: [String: Double] = [:]
    var chance = 0.0
    let translations = WordMatchTranslations(list)
    for seed in UInt64(0)..<30 {
      var dealer = WordMatchDealer(translations: translations, correctShare: 0.25, seed: seed)
      for _ in 0..<200 {
        let pair = dealer.deal()
        guard pair.truth == .wrong else { continue }
        #expect(!right.contains(.init(source: pair.prompt, target: pair.candidate)), "\(code): \(pair)")
        dealt.wrong += 1
        if index.resembles(prompt: pair.prompt, candidate: pair.candidate) { dealt.resembling += 1 }
        if friends.contains(pair.candidate) { dealt.falseFriends += 1 }
        if chanceByPrompt[pair.prompt] == nil {
          let wrong = targets.filter { !right.contains(.init(source: pair.prompt, target: $0)) }
          let resembling = wrong.filter { index.resembles(prompt: pair.prompt, candidate: $0) }.count
          chanceByPrompt[pair.prompt] = Double(resembling) / Double(max(1, wrong.count))
        }
        chance += chanceByPrompt[pair.prompt]!
      }
    }
    let dealtShare = Double(dealt.resembling) / Double(dealt.wrong)
    let chanceShare = chance / Double(dealt.wrong)
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
      var dealer = WordMatchDealer(translations: translations, correctShare: 0, seed: seed)
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

  /// The bounded check the lists are judged with agrees with the full distance, whatever the limit.
  @Test func withinALimitAgreesWithTheDistance() {
    let words = ["", "a", "casa", "cosa", "caza", "kitten", "sitting", "straße", "strasse", "pájaro", "abcdefghij"]
    var letters = WordMatchLetters()
    for a in words {
      for b in words {
        for limit in 0...4 {
          let within = WordMatchSpelling.isWithin(limit, letters.numbers(of: a), letters.numbers(of: b))
          #expect(within == (WordMatchSpelling.distance(a, b) <= limit), "\(a) / \(b) within \(limit)")
        }
      }
    }
  }

  /// The same over random spellings from 500 seeds, on more than 64 distinct letters so that some
  /// share a bit in the quick letter check: that check may let a pair through, never turn one away.
  @Test func withinALimitAgreesWithTheDistanceOverRandomSpellings() {
    let alphabet = Array("abcdeéñöü") + (0..<70).map { Character(Unicode.Scalar(0x3B1 + $0)!) }
    var letters = WordMatchLetters()
    _ = letters.numbers(of: String(alphabet))
    for seed in 0..<500 {
      var generator = SeededGenerator(seed: UInt64(seed))
      func word() -> String {
        // Mostly a few common letters, so that many pairs are close.
        String((0..<Int.random(in: 0...8, using: &generator)).map { _ in
          Bool.random(using: &generator) ? alphabet[Int.random(in: 0..<4, using: &generator)] : alphabet.randomElement(using: &generator)!
        })
      }
      let (a, b) = (word(), word())
      let limit = Int.random(in: 0...4, using: &generator)
      let within = WordMatchSpelling.isWithin(limit, letters.numbers(of: a), letters.numbers(of: b))
      #expect(within == (WordMatchSpelling.distance(a, b) <= limit), "seed \(seed): \(a) / \(b) within \(limit)")
    }
  }
}
