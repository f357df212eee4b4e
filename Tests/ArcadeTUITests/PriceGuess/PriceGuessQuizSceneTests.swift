import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeTUI

@Suite struct PriceGuessQuizSceneTests {
  func quiz(_ services: ArcadeServices, length: QuizLength = .five) -> PriceGuessQuizScene {
    let catalog = services.content.get(PriceGuessCatalogContent.self).catalog!
    return PriceGuessQuizScene(recorder: services.recorder, catalog: catalog, scope: .category(catalog.defaultCategory), length: length, seed: 11, startedAt: services.now())
  }

  @Test(arguments: PriceGuessSizes.both)
  func theQuestionShowsTheProductAndFourPrices(size: Size) {
    let services = makeServices(size: size)
    let scene = quiz(services)
    let text = render(scene, size: size, services: services)
    let product = scene.game.question.product
    #expect(text.contains(String(product.name.prefix(30))))
    #expect(text.contains(size.width >= 60 ? "Question 1 of 5 · Score 0" : "Q1 of 5 · Score 0") || text.contains("Question 1 of 5 · Score 0"))
    #expect(text.contains(product.inStock ? "In stock" : "Out of stock"))
    #expect(text.contains("★"))
    for (index, price) in scene.game.question.options.enumerated() {
      #expect(text.contains("\(index + 1)  \(PriceText.dollars(price))"), "\(size): option \(index + 1)")
    }
    #expect(!text.contains("Enlarge"))
  }

  @Test func aRightAnswerIsMarkedThenTheNextQuestionComes() {
    let clock = ManualClock()
    let services = makeServices(clock: clock, size: PriceGuessSizes.large)
    var scene = quiz(services)
    let right = scene.game.question.answer
    send(keys("\(right + 1)"), to: &scene, services: services)
    var text = render(scene, size: PriceGuessSizes.large, services: services)
    #expect(text.contains("Right! +10"))
    #expect(text.contains("\(right + 1)  \(PriceText.dollars(scene.game.answers[0].price)) ✓"))
    clock.advance(milliseconds: 700)
    send([.tick], to: &scene, services: services)
    text = render(scene, size: PriceGuessSizes.large, services: services)
    #expect(text.contains("Question 2 of 5 · Score 10"))
    #expect(!text.contains("✓"))
  }

  @Test func aWrongClickIsMarkedWithACross() {
    let services = makeServices(size: PriceGuessSizes.large)
    var scene = quiz(services)
    let wrong = (scene.game.question.answer + 1) % 4
    let rect = PriceGuessQuizLayout(size: PriceGuessSizes.large).priceRects[wrong]
    send([.mouse(MouseEvent(.press, .left, at: Point(x: rect.x + 2, y: rect.y)))], to: &scene, services: services)
    let text = render(scene, size: PriceGuessSizes.large, services: services)
    #expect(text.contains("✗") && text.contains("✓") && text.contains("No — it was"))
    #expect(scene.game.score == 0 && scene.game.answered == 1)
  }

  @Test func fiftyFiftySkipAndTheURL() {
    let services = makeServices(size: PriceGuessSizes.large)
    var scene = quiz(services)
    send(keys("c"), to: &scene, services: services)
    var text = render(scene, size: PriceGuessSizes.large, services: services)
    #expect(text.components(separatedBy: "  —").count - 1 == 2, "two prices hidden")
    #expect(text.contains("50/50 used"))
    send(keys("o"), to: &scene, services: services)
    text = render(scene, size: PriceGuessSizes.large, services: services)
    #expect(text.contains(scene.game.question.product.url))
    send(keys("s"), to: &scene, services: services)
    #expect(scene.game.skipped == 1)
    #expect(render(scene, size: PriceGuessSizes.large, services: services).contains("Skipped — it was"))
  }

  @Test func escClosesTheAddressLineBeforeItLeavesTheQuiz() {
    let services = makeServices(size: PriceGuessSizes.large)
    var scene = quiz(services)
    send(keys("o"), to: &scene, services: services)
    #expect(render(scene, size: PriceGuessSizes.large, services: services).contains(scene.game.question.product.url))
    #expect(send([.key(.escape)], to: &scene, services: services) == nil)
    #expect(!render(scene, size: PriceGuessSizes.large, services: services).contains(scene.game.question.product.url))
    #expect(send([.key(.escape)], to: &scene, services: services)?.isLeave == true)
  }

  /// ←/→/Tab move the end panel's focus (the panel was copied, changed and dropped, so only Enter worked).
  @Test func arrowsAndTabMoveTheEndPanelsFocus() {
    let services = makeServices(size: PriceGuessSizes.large)
    var scene = quiz(services)
    send(keys("f"), to: &scene, services: services)
    #expect(scene.panel?.focus == .playAgain)
    #expect(send([.key(.right)], to: &scene, services: services) == nil)
    #expect(scene.panel?.focus == .leaderboard)
    send([.key(.tab)], to: &scene, services: services)
    #expect(scene.panel?.focus == .options)
    send([.key(.left)], to: &scene, services: services)
    #expect(scene.panel?.focus == .leaderboard)
  }

  @Test(arguments: PriceGuessSizes.both)
  func finishingDropsTheResultsInAndSOpensStatistics(size: Size) throws {
    let clock = ManualClock()
    let services = makeServices(clock: clock, colors: true, size: size)
    var scene = quiz(services, length: .ten)
    send(keys("\(scene.game.question.answer + 1)"), to: &scene, services: services)
    send(keys("s"), to: &scene, services: services)
    send(keys("f"), to: &scene, services: services)
    #expect(scene.game.status == .finishedEarly && scene.panel != nil)
    #expect(scene.nextTick(after: clock.now()) != nil, "the drop animates")
    for step in 0..<20 {
      // Every frame of the drop draws, from wholly above the screen to settled.
      _ = render(scene, size: size, services: services)
      clock.advance(milliseconds: 30)
      send([.tick], to: &scene, services: services)
      _ = step
    }
    clock.advance(milliseconds: 500)
    send([.tick], to: &scene, services: services)
    let text = render(scene, size: size, services: services)
    #expect(text.contains("1 of 1 right · 100%"))
    #expect(text.contains("Questions") && text.contains("Skipped") && text.contains("Correct") && text.contains("Score"))
    #expect(scene.receipt != nil)
    let stats = try #require(send(keys("s"), to: &scene, services: services)?.pushed as? PriceGuessStatisticsScene)
    let lines = render(stats, size: size, services: services)
    #expect(lines.contains("✓ 1.") && lines.contains("– 2."))
    #expect(lines.contains("skipped · price:"))
  }

  /// The last answer is shown with the quiz's keys; the results' keys come with the results.
  @Test func theLastAnswersRevealKeepsTheQuizsKeys() {
    let clock = ManualClock()
    let size = Size(width: 100, height: 30)
    let services = makeServices(clock: clock, size: size)
    var scene = quiz(services, length: .five)
    while scene.panel == nil {
      clock.advance(milliseconds: 1_000)
      send(keys("\(scene.game.question.answer + 1)"), to: &scene, services: services)
    }
    let revealing = render(scene, size: size, services: services)
    #expect(!revealing.contains("r again") && !revealing.contains("[ Play again ]"), "\(revealing)")
    clock.advance(milliseconds: 5_000)
    send([.tick], to: &scene, services: services)
    clock.advance(milliseconds: 5_000)
    send([.tick], to: &scene, services: services)
    #expect(render(scene, size: size, services: services).contains("r again"))
  }

  /// A quiz left before its end is not saved (in any game), not even after answers; `f` finishes and saves it.
  @Test func leavingBeforeTheEndSavesNothingAndFinishingSaves() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store, size: PriceGuessSizes.large)
    var scene = quiz(services)
    send(keys("\(scene.game.question.answer + 1)"), to: &scene, services: services)
    #expect(scene.game.answered == 1)
    let left = send(keys("q"), to: &scene, services: services)
    #expect(left?.isLeave == true)
    #expect(store.saved.isEmpty)

    var finished = quiz(services)
    send(keys("\(finished.game.question.answer + 1)"), to: &finished, services: services)
    send(keys("f"), to: &finished, services: services)
    let round = try #require(store.saved.first)
    #expect(store.saved.count == 1 && round.outcome == .finished && round.endedAt != nil)
  }

  @Test func theDropFallsOvershootsAndSettles() {
    #expect(PriceGuessDrop.offset(elapsed: 0, distance: 20) == -20)
    #expect(PriceGuessDrop.offset(elapsed: 200, distance: 20) < 0)
    #expect(PriceGuessDrop.offset(elapsed: 300, distance: 20) == -1)
    #expect(PriceGuessDrop.offset(elapsed: 400, distance: 20) == 0)
  }

  @Test func asciiDrawsStarsAndMarksWithoutQuestionMarks() {
    let services = makeServices(unicode: false, size: PriceGuessSizes.large)
    var scene = quiz(services)
    let right = scene.game.question.answer
    send(keys("\(right + 1)"), to: &scene, services: services)
    let lines = screenLines(scene, services: services)
    let body = lines.dropLast().joined(separator: "\n")
    #expect(!body.contains("?"), "every glyph above the footer is mapped")
    #expect(body.contains("*") && body.contains(" v"))
  }
}
