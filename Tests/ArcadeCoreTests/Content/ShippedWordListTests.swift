import ArcadeCore
import Testing

@Suite("Shipped word lists")
struct ShippedWordListTests {
  @Test func theFolderListsEveryLanguagePairSorted() throws {
    let files = try WordList.files(in: ShippedData.wordMatchFolder)
    let names = files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    #expect(names == names.sorted())
    #expect(names.contains("en-es.json"))
    #expect(names.contains("en-fr.json"))
    #expect(names.contains("en-de.json"))
  }

  @Test func everyShippedListLoads() throws {
    let lists = try WordList.loadAll(in: ShippedData.wordMatchFolder)
    #expect(lists.count >= 2)
    #expect(Set(lists.map(\.code)).count == lists.count, "each file is a different language pair")
    for list in lists {
      #expect(list.pairs.count >= 150, "\(list.code) has \(list.pairs.count) pairs")
      #expect(list.source.code != list.target.code)
    }
  }

  @Test func englishSpanishHasThreeHundredPairsWithAccents() throws {
    let list = try WordList(contentsOfFile: ShippedData.wordMatchFile("en-es.json"))
    #expect(list.code == "en-es")
    #expect(list.title == "English → Spanish")
    #expect(list.pairs.count >= 300)
    let pairs = Set(list.pairs)
    #expect(pairs.contains(.init(source: "house", target: "casa")))
    #expect(pairs.contains(.init(source: "heart", target: "corazón")))
    #expect(pairs.contains(.init(source: "year", target: "año")))
  }

  @Test(arguments: ["en-es.json", "en-fr.json", "en-de.json"])
  func entriesAreTidy(file: String) throws {
    let list = try WordList(contentsOfFile: ShippedData.wordMatchFile(file))
    var seen: Set<WordList.Pair> = []
    for (index, pair) in list.pairs.enumerated() {
      for text in [pair.source, pair.target] {
        #expect(TextTidiness.problem(in: text, maximumLength: 14) == nil, "\(file) pairs[\(index)]: \"\(text)\"")
        #expect(text == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(!text.contains("  "))
      }
      #expect(seen.insert(pair).inserted, "\(file) pairs[\(index)] repeats \(pair)")
    }
  }

  /// A target spelt like an unrelated prompt ("arm" for German "arm" = poor) would look right to any player.
  @Test(arguments: ["en-es.json", "en-fr.json", "en-de.json"])
  func noTargetIsSpeltLikeAnUnrelatedSource(file: String) throws {
    let list = try WordList(contentsOfFile: ShippedData.wordMatchFile(file))
    let right = Set(list.pairs)
    let sourceByLowercased = Dictionary(
      list.pairs.map { ($0.source.lowercased(), $0.source) }, uniquingKeysWith: { a, _ in a })
    for pair in list.pairs {
      if let source = sourceByLowercased[pair.target.lowercased()] {
        #expect(
          right.contains(.init(source: source, target: pair.target)), "\(file): \"\(source)\" / \"\(pair.target)\"")
      }
    }
  }
}
