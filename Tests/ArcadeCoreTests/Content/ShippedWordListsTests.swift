import ArcadeCore
import Foundation
import Testing

/// A word list the player changed deals on boards of its own (a list cut to one pair scored 1451 on the shipped board).
@Suite struct ShippedWordListsTests {
  static let folder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Content/ShippedWordListsTests.swift, ArcadeCoreTests, Tests
    return parts.joined(separator: "/") + "/data/wordmatch"
  }()

  @Test(arguments: ["en-de", "en-es", "en-fr"])
  func theShippedListsAreTheShippedOnes(code: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(code).json"))
    #expect(ShippedWordLists.fingerprints[code] == ShippedWordLists.fingerprint(data), "update ShippedWordLists with the new file's fingerprint")
    let list = try WordList(decoding: data, file: "\(code).json")
    #expect(list.edition == nil && list.boardCode == code)
  }

  @Test func aChangedListGetsBoardsOfItsOwn() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/en-es.json"))
    var text = String(decoding: data, as: UTF8.self)
    text = text.replacingOccurrences(of: "\"pairs\": [", with: "\"pairs\": [{\"source\": \"zzz\", \"target\": \"zzz\"}, ")
    let changed = try WordList(decoding: Data(text.utf8), file: "en-es.json")
    #expect(changed.code == "en-es")
    let edition = try #require(changed.edition)
    #expect(changed.boardCode == "en-es~\(edition)" && changed.boardTitle == "English → Spanish (changed list)")
    var game = WordMatchGame(wordList: changed, options: .standard, seed: 1)
    _ = game.start(at: Instant(milliseconds: 0))
    #expect(game.variant == "en-es~\(edition)/normal")
    // Its boards, and the shipped list's, which keep everyone else's rounds.
    let titles = GameBoards.wordMatch(lists: [changed]).boards.map(\.title)
    #expect(titles.contains("English → Spanish (changed list) · Normal — best scores"))
    #expect(titles.contains("English → Spanish · Normal — best scores"))
  }
}
