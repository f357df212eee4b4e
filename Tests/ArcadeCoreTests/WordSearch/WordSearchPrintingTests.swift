import Foundation
import Testing

@testable import ArcadeCore

@Suite("WordSearch printing")
struct WordSearchPrintingTests {
  @Test("paper text: a heading, spaced letters, the words in columns")
  func paper() {
    let puzzle = WordSearchPuzzle.mock
    let lines = puzzle.paperText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "WordSearch: Mock, 10×10 Easy, seed 7")
    #expect(lines[2] == puzzle.rows[0].map(String.init).joined(separator: " "))
    #expect(lines[13] == "Find these 8 words:")
    #expect(lines[14].hasPrefix("  iOS") && lines[14].contains("Kotlin"))
    #expect(lines.count == 16)
  }

  @Test("JSON: one line with size, grid, words with start and direction, seed, dropped")
  func json() throws {
    let puzzle = WordSearchGenerator.generate(size: 8, difficulty: .hard, source: .words(["Swift", "ObjectiveC"]), seed: 3)
    let text = puzzle.json
    #expect(!text.contains("\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["size"] as? Int == 8)
    #expect(object["seed"] as? Int == 3)
    #expect((object["grid"] as? [String]) == puzzle.rows)
    #expect((object["dropped"] as? [String]) == ["ObjectiveC"])
    let words = try #require(object["words"] as? [[String: Any]])
    let placement = puzzle.placements[0]
    #expect(words[0]["word"] as? String == "Swift")
    #expect(words[0]["letters"] as? String == "SWIFT")
    #expect(words[0]["start"] as? [Int] == [placement.start.row, placement.start.column])
    #expect(words[0]["direction"] as? [Int] == [placement.direction.rowStep, placement.direction.columnStep])
  }
}
