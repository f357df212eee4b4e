import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI
@testable import arcade

/// The command line's adapters over the games' plain options: each flag makes the options the screens take, a bad one
/// is one line naming it, and `arcade generate` prints the deals play gives.
@Suite struct GameCommandLineTests {
  let content = ContentLibrary(dataDirectory: repositoryDataDirectory)
  let lines = GameCommandLines.arcade

  func generate(_ arguments: [String], seed: UInt64 = 5) throws(GameFlagError) -> String {
    try PriceGuessGenerateOptions.print(arguments, seed: seed, content: content)
  }

  @Test func everyGameHasItsFlagsAndTheFourPrintableOnesAPrinter() {
    for game in GameRegistry.arcade().games { #expect(lines.flags(of: game) != nil, "\(game.id.rawValue)") }
    #expect(lines.generatorNames(.arcade()) == "pathfinder, priceguess, minesweeper, wordsearch")
    #expect(lines.flags(of: FakeGame.entry) == nil && lines.printer(of: FakeGame.entry) == nil)
  }

  @Test func aGameWithoutFlagsTakesNone() throws {
    #expect(try lines.options(of: FakeGame.entry, from: []) == nil)
    #expect(throws: GameFlagError("FakeGame takes no options, and '--level' is one")) {
      _ = try lines.options(of: FakeGame.entry, from: ["--level", "3"])
    }
  }

  @Test func ticTacToeFlagsNameTheAllowedValues() throws {
    #expect(throws: GameFlagError("--opponent perfect does not fit --variant ultimate: use one of normal, hard, two-players")) {
      _ = try lines.options(of: .ticTacToe, from: ["--variant", "ultimate", "--opponent", "perfect"])
    }
    let choices = try #require(try lines.options(of: .ticTacToe, from: ["--variant", "ultimate", "--first", "computer"]) as? TicTacToeChoices)
    #expect(choices.options == TicTacToeOptions(variant: .ultimate, opponent: .normal, firstMove: .computer))
  }

  @Test func pathFinderTakesWallsAsAFlag() throws {
    #expect((try lines.options(of: .pathFinder, from: ["--walls"]) as? PathFinderChoices)?.options.walls == true)
    #expect(throws: GameFlagError.self) { try lines.options(of: .pathFinder, from: ["--walls=on"]) }
    let flagLines = try #require(lines.flags(of: .pathFinder)).optionLines
    #expect(flagLines.map { $0.trimmingCharacters(in: .whitespaces) }.map { String($0.prefix(7)) } == ["--walls"])
  }

  @Test func minesweeperRefusesAPresetBesideASizeAndCountsTheFirstRevealFromOne() throws {
    #expect(throws: GameFlagError("give either --preset expert or --rows/--cols/--mines, not both")) {
      try lines.options(of: .minesweeper, from: ["--preset", "expert", "--rows", "8", "--cols", "9", "--mines", "10"])
    }
    #expect(try MinesweeperGenerateOptions.firstReveal("1,9", on: .beginner) == Position(row: 0, column: 8))
    #expect(throws: GameFlagError.self) { try MinesweeperGenerateOptions.firstReveal("0,0", on: .beginner) }
  }

  @Test func priceGuessFlagsStartTheQuizAtOnce() throws {
    let services = makeServices(size: Size(width: 100, height: 30))
    let given = try lines.options(of: .priceGuess, from: ["--category", "Lighting > Table Lamps", "--questions", "endless"])
    let quiz = try #require(try ArcadeGame.priceGuess.launch(given)(services) as? PriceGuessQuizScene)
    #expect(quiz.game.scope == .category(["Lighting", "Table Lamps"]) && quiz.game.length == .endless)
  }

  @Test func aBadPlayerCatalogIsRefusedByPlayAndGenerate() throws {
    let refused = GameFlagError("/nonexistent/mine.csv: cannot be read (no such file)", exitCode: 1)
    #expect(throws: refused) {
      _ = try ArcadeGame.priceGuess.launch(lines.options(of: .priceGuess, from: ["--catalog", "/nonexistent/mine.csv"]))
    }
    #expect(throws: refused) { _ = try generate(["--catalog", "/nonexistent/mine.csv"]) }
  }

  @Test func paperQuizHasLetteredPricesAndAnswersAtTheEnd() throws {
    let text = try generate(["--count", "3", "--accuracy", "70"])
    #expect(text.hasPrefix("PriceGuess — Kitchen > Small Appliances > Blenders — 3 questions (seed 5; accuracy 70%: wrong prices at least $4 apart)"))
    #expect(text.contains("1. ") && text.contains("   A $") && text.contains("    D $"))
    #expect(text.contains("Answers\n  1 "))
  }

  @Test func jsonLinesMatchWhatPlayDealsForTheSeed() throws {
    let lines = try generate(["--json", "--count", "4", "--seed", "9", "--mixed"]).split(separator: "\n")
    #expect(lines.count == 4)
    let catalog = content.get(PriceGuessCatalogContent.self).catalog!
    let game = PriceGuessGame(products: catalog.allProducts, scope: .mixed, length: .ten, seed: 9, startedAt: .zero)
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
    #expect(first["sku"] as? String == game.question.product.sku)
    #expect(first["k"] as? Int == 12)
    #expect((first["options"] as? [Any])?.count == 4)
    #expect(first["answer"] as? Int == game.question.answer)
  }

  @Test func badOptionsAreOneLine() {
    #expect(throws: GameFlagError.self) { try generate(["--category", "Garden"]) }
    #expect(throws: GameFlagError("--accuracy must be a percentage from 0 to 100, not 120")) { try generate(["--accuracy", "120"]) }
    #expect(throws: GameFlagError("give either --category or --mixed, not both")) {
      try generate(["--mixed", "--category", "Kitchen"])
    }
  }
}
