import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeTUI

@Suite struct PriceGuessEntryTests {
  let content = ContentLibrary(dataDirectory: repositoryDataDirectory)

  func generate(_ arguments: [String], seed: UInt64 = 5) throws(GameFlagError) -> String {
    let generator = ArcadeGame.priceGuess.generator!
    return try generator.run(arguments, seed, content)
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

  @Test func playFlagsStartTheQuizAtOnce() throws {
    let services = makeServices(size: PriceGuessSizes.large)
    let maker = try ArcadeGame.priceGuess.launch(["--category", "Lighting > Table Lamps", "--questions", "endless"])
    let quiz = try #require(maker(services) as? PriceGuessQuizScene)
    #expect(quiz.game.scope == .category(["Lighting", "Table Lamps"]) && quiz.game.length == .endless)
  }

  @Test func aBadPlayerCatalogIsRefusedNotSwappedForTheShippedOne() throws {
    // Refused when the game is launched, before the terminal is taken over, with exit 1 (the file is wrong).
    #expect(throws: GameFlagError("/nonexistent/mine.csv: cannot be read (no such file)", exitCode: 1)) {
      _ = try ArcadeGame.priceGuess.launch(["--catalog", "/nonexistent/mine.csv"])
    }
    let generator = try #require(ArcadeGame.priceGuess.generator)
    #expect(throws: GameFlagError("/nonexistent/mine.csv: cannot be read (no such file)", exitCode: 1)) {
      _ = try generator.run(["--catalog", "/nonexistent/mine.csv"], 1, ContentLibrary(dataDirectory: repositoryDataDirectory))
    }
  }

  @Test func theFirstLaunchShowsTheInstructions() {
    let services = makeServices(size: PriceGuessSizes.large)
    let scene = services.firstScene(of: .priceGuess)
    #expect(scene is InstructionsScene)
    #expect(render(scene, size: PriceGuessSizes.large, services: services).contains("PriceGuess — how to play"))
  }
}
