import ArcadeCore
import Foundation
import Testing

/// Themes and catalogs the player changed or added deal on boards of their own, never the shipped ones
/// (as word lists do: a list cut to one pair scored 1451 on the shipped board).
@Suite struct ShippedContentTests {
  static let data: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Content/ShippedContentTests.swift, ArcadeCoreTests, Tests
    return parts.joined(separator: "/") + "/data"
  }()

  static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: "\(data)/\(path)")) }

  @Test func everyShippedThemeIsTheShippedOne() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.data + "/wordsearch").filter { $0.hasSuffix(".txt") }
    #expect(Set(files) == Set(ShippedContent.themes.keys), "update ShippedContent.themes with the files in data/wordsearch")
    for file in files {
      let bytes = try Self.bytes("wordsearch/\(file)")
      #expect(ShippedContent.themes[file] == ShippedWordLists.fingerprint(bytes), "update ShippedContent.themes[\(file)]")
      #expect(try WordSearchTheme(decoding: bytes, file: "data/wordsearch/\(file)").edition == nil)
    }
    // The daily's themes, by name: every arcade must know them without the files.
    let names = try files.map { try WordSearchTheme(decoding: Self.bytes("wordsearch/\($0)"), file: $0).name }
    #expect(names.sorted() == ShippedContent.themeNames, "update ShippedContent.themeNames")
  }

  @Test func theShippedCatalogIsTheShippedOne() throws {
    let bytes = try Self.bytes("priceguess/catalog.json")
    #expect(ShippedContent.catalog == ShippedWordLists.fingerprint(bytes), "update ShippedContent.catalog")
    #expect(try PriceCatalog(data: bytes, file: "catalog.json").edition == nil)
  }

  /// No product is named with a word twice in a row ("Mountain Canvas Canvas Print" was).
  @Test func noProductNameRepeatsAWord() throws {
    let catalog = try PriceCatalog(data: try Self.bytes("priceguess/catalog.json"), file: "catalog.json")
    for product in catalog.allProducts {
      let words = product.name.split(separator: " ")
      #expect(!zip(words, words.dropFirst()).contains { $0.lowercased() == $1.lowercased() }, "\(product.name)")
    }
  }

  @Test func aChangedThemeAndThePlayersOwnWordsRankOnTheirOwnBoards() throws {
    var text = String(decoding: try Self.bytes("wordsearch/animals.txt"), as: UTF8.self)
    text += "\nzebrafish\n"
    let changed = try WordSearchTheme(decoding: Data(text.utf8), file: "/home/ada/data/wordsearch/animals.txt")
    let edition = try #require(changed.edition)
    let puzzle = WordSearchGenerator.generate(size: 10, difficulty: .easy, source: .theme(changed), seed: 3)
    #expect(puzzle.edition == edition)
    let boards = GameBoards.wordSearch(changedThemes: [changed])
    #expect(boards.boards.count == 2 * WordSearchLeaderboards.all().count)
    let own = try #require(boards.boards.first { $0.selection.variant == "10x10-easy~\(edition)" })
    #expect(own.title == "10×10 Easy, Animals (changed) — fastest solves")
    let round = try #require(Self.solved(puzzle))
    #expect(round.variant == "10x10-easy~\(edition)")
    #expect(boards.boardIndex(for: round).map { boards.boards[$0].title } == own.title)
    #expect(GameBoards.wordSearch.boardIndex(for: round) == nil)

    let words = WordSearchGenerator.generate(size: 10, difficulty: .easy, source: .words(["cat", "dog"]), seed: 3)
    let custom = try #require(Self.solved(words))
    #expect(custom.variant?.hasPrefix("10x10-easy~") == true)
    #expect(boards.boardIndex(for: custom) == nil, "the player's own words are kept, not ranked")
    #expect(boards.whyNotRanked(custom, boardRows: nil) == "dealt from words or prices of your own")
  }

  @Test func aChangedCatalogRanksOnItsOwnBoards() throws {
    var text = String(decoding: try Self.bytes("priceguess/catalog.json"), as: UTF8.self)
    text = text.replacingOccurrences(of: "\"salePrice\": 602.99", with: "\"salePrice\": 1.99")
    let catalog = try PriceCatalog(data: Data(text.utf8), file: "mine.json")
    let edition = try #require(catalog.edition)
    var game = PriceGuessGame(
      products: catalog.allProducts, scope: .mixed, length: .five, seed: 1, startedAt: Instant(milliseconds: 0),
      edition: catalog.edition)
    var now = Instant(milliseconds: 0)
    while !game.status.isOver {
      now = Instant(milliseconds: now.milliseconds + 1_000)
      game.apply(.answer(0), at: now)
    }
    let round = try #require(game.finishedRound?.playedRound(player: "ada", startedAt: Date(timeIntervalSince1970: 1_700_000_000), endedAt: Date(timeIntervalSince1970: 1_700_000_100)))
    #expect(round.variant == "5~\(edition)")
    let boards = PriceGuessLeaderboards.gameBoards(edition: edition)
    #expect(boards.boards.count == 6)
    #expect(boards.boardIndex(for: round).map { boards.boards[$0].title } == "5 questions, changed catalog — best scores")
    #expect(PriceGuessLeaderboards.gameBoards.boardIndex(for: round) == nil)
  }

  /// A solved puzzle's round, found word by word.
  static func solved(_ puzzle: WordSearchPuzzle) -> PlayedRound? {
    var game = WordSearchGame(puzzle: puzzle, reveals: 0, startedAt: Instant(milliseconds: 0))
    for (index, placement) in puzzle.placements.enumerated() {
      game.apply(.select(from: placement.start, to: placement.end), at: Instant(milliseconds: Int64(1_000 * (index + 1))))
    }
    return game.finishedRound?.playedRound(player: "ada", startedAt: Date(timeIntervalSince1970: 1_700_000_000), endedAt: Date(timeIntervalSince1970: 1_700_000_100))
  }
}
