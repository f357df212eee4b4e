import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeTUI

@Suite struct PriceGuessEntryTests {
  @Test func optionsGivenStartTheQuizAtOnce() throws {
    let services = makeServices(size: PriceGuessSizes.large)
    var choices = PriceGuessChoices()
    (choices.deck.category, choices.questions) = ("Lighting > Table Lamps", .endless)
    let maker = try ArcadeGame.priceGuess.launch(choices)
    let quiz = try #require(maker(services) as? PriceGuessQuizScene)
    #expect(quiz.game.scope == .category(["Lighting", "Table Lamps"]) && quiz.game.length == .endless)
  }

  @Test func aBadPlayerCatalogIsRefusedNotSwappedForTheShippedOne() throws {
    // Refused when the game is launched, before the terminal is taken over, with exit 1 (the file is wrong).
    #expect(throws: GameFlagError("/nonexistent/mine.csv: cannot be read (no such file)", exitCode: 1)) {
      var choices = PriceGuessChoices()
      choices.deck.catalog = "/nonexistent/mine.csv"
      _ = try ArcadeGame.priceGuess.launch(choices)
    }
  }

  @Test func theFirstLaunchShowsTheInstructions() {
    let services = makeServices(size: PriceGuessSizes.large)
    let scene = services.firstScene(of: .priceGuess)
    #expect(scene is InstructionsScene)
    #expect(render(scene, size: PriceGuessSizes.large, services: services).contains("PriceGuess — how to play"))
  }
}
