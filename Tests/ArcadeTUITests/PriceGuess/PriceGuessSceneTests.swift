import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeTUI

/// Sizes every PriceGuess screen is checked at.
enum PriceGuessSizes {
  static let large = Size(width: 100, height: 30)
  static let small = Size(width: 40, height: 12)
  static let both = [large, small]
}

@Suite struct PriceGuessHomeSceneTests {
  @Test(arguments: PriceGuessSizes.both)
  func theHomeScreenOffersPlayBrowseMixedResetAndLength(size: Size) {
    let services = makeServices(size: size)
    let text = render(PriceGuessHomeScene(recorder: services.recorder, content: services.content), size: size, services: services)
    for label in ["PriceGuess", "Play Blenders", "Browse categories", "Mixed", "Reset categories", "Length  ◀ 10 questions ▶"] {
      #expect(text.contains(label), "\(size): \(label)")
    }
    #expect(!text.contains("Enlarge"))
  }

  @Test func playStartsBlendersAtOnceAndLengthChanges() throws {
    let services = makeServices(size: PriceGuessSizes.large)
    var home = PriceGuessHomeScene(recorder: services.recorder, content: services.content)
    send([.key(.down), .key(.down), .key(.down), .key(.down), .key(.right)], to: &home, services: services)
    #expect(home.choices.length == .twenty)
    send([.key(.up), .key(.up), .key(.up), .key(.up)], to: &home, services: services)
    let quiz = try #require(send([.key(.enter)], to: &home, services: services)?.pushed as? PriceGuessQuizScene)
    #expect(quiz.game.scope == .category(["Kitchen", "Small Appliances", "Blenders"]))
    #expect(quiz.game.length == .twenty)
    #expect(quiz.game.question.product.categoryPath.last == "Blenders")
  }

  /// The wheel moves the pointer; a click counts on a label (or the pointer before it), not beside it.
  @Test func theWheelMovesAndOnlyAClickOnALabelChooses() throws {
    let size = PriceGuessSizes.large
    let services = makeServices(size: size)
    var home = PriceGuessHomeScene(recorder: services.recorder, content: services.content)
    let wheel = { (button: MouseButton) in InputEvent.mouse(MouseEvent(.press, button, at: Point(x: 0, y: 0))) }
    send([wheel(.wheelDown), wheel(.wheelDown)], to: &home, services: services)
    #expect(home.focus == .mixed)
    send([wheel(.wheelUp)], to: &home, services: services)
    #expect(home.focus == .browse)
    let x = home.labelsLeft(size)
    let mixed = home.rowY(.mixed, size: size)
    #expect(send([.mouse(MouseEvent(.press, .left, at: Point(x: size.width - 1, y: mixed)))], to: &home, services: services) == nil)
    #expect(send([.mouse(MouseEvent(.press, .left, at: Point(x: x - 3, y: mixed)))], to: &home, services: services) == nil)
    #expect(home.focus == .browse)
    let quiz = try #require(send([.mouse(MouseEvent(.press, .left, at: Point(x: x + 2, y: mixed)))], to: &home, services: services)?.pushed as? PriceGuessQuizScene)
    #expect(quiz.game.scope == .mixed)
    // On the length: up to the ◀ steps back, past it forward, beyond the ▶ nothing.
    let length = home.rowY(.length, size: size)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: x + 8, y: length)))], to: &home, services: services)
    #expect(home.choices.length == .five)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: x + 12, y: length)))], to: &home, services: services)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: x + 12, y: length)))], to: &home, services: services)
    #expect(home.choices.length == .twenty)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: size.width - 2, y: length)))], to: &home, services: services)
    #expect(home.choices.length == .twenty)
  }

  @Test func mixedDealsFromEverythingAndIOpensTheInstructions() throws {
    let services = makeServices(size: PriceGuessSizes.large)
    var home = PriceGuessHomeScene(recorder: services.recorder, content: services.content)
    send([.key(.down), .key(.down)], to: &home, services: services)
    let quiz = try #require(send([.key(.enter)], to: &home, services: services)?.pushed as? PriceGuessQuizScene)
    #expect(quiz.game.scope == .mixed)
    #expect(send(keys("i"), to: &home, services: services)?.pushed is InstructionsScene)
  }
}

@Suite struct PriceGuessBrowseSceneTests {
  func scene(_ services: ArcadeServices) -> PriceGuessBrowseScene {
    PriceGuessBrowseScene(recorder: services.recorder, catalog: services.content.get(PriceGuessCatalogContent.self).catalog!, path: [], length: .five)
  }

  @Test(arguments: PriceGuessSizes.both)
  func browsingShowsTheBreadcrumbAndCounts(size: Size) throws {
    let services = makeServices(size: size)
    var browse = scene(services)
    var text = render(browse, size: size, services: services)
    #expect(text.contains("All categories"))
    #expect(text.contains("Furniture ▸"))
    // Furniture → Accent Furniture → Accent Tables: three levels down, a fourth holds products.
    send([.key(.enter)], to: &browse, services: services)
    send([.key(.enter)], to: &browse, services: services)
    let accent = try #require(browse.browser.choices.firstIndex { $0.name == "Accent Tables" })
    send(Array(repeating: .key(.down), count: accent) + [.key(.enter)], to: &browse, services: services)
    text = render(browse, size: size, services: services)
    #expect(text.contains("Accent Tables") && text.contains("End Tables"))
    #expect(browse.browser.path == ["Furniture", "Accent Furniture", "Accent Tables"])
    let endTables = browse.browser.choices.first { $0.name == "End Tables" }!
    #expect(text.contains("\(endTables.productCount)  End Tables") || text.contains("\(endTables.productCount) End Tables"))
    let index = browse.browser.choices.firstIndex { $0.name == "End Tables" }!
    // The last level lists its products, Start quiz on top, and Enter there starts the quiz on it.
    var products = try #require(
      send(Array(repeating: .key(.down), count: index) + [.key(.enter)], to: &browse, services: services)?.pushed as? PriceGuessProductsScene)
    text = render(products, size: size, services: services)
    #expect(text.contains("Start quiz"))
    #expect(text.contains(String(endTables.products[0].name.prefix(8))))
    #expect(!text.contains("$"))
    let quiz = try #require(send([.key(.enter)], to: &products, services: services)?.replacement as? PriceGuessQuizScene)
    #expect(quiz.game.scope == .category(["Furniture", "Accent Furniture", "Accent Tables", "End Tables"]))
    send([.key(.backspace), .key(.left)], to: &browse, services: services)
    #expect(browse.browser.path == ["Furniture"])
  }

  @Test func browsingIsRememberedAndResetReturnsToTheTop() {
    let services = makeServices(size: PriceGuessSizes.large)
    var browse = scene(services)
    send([.key(.enter)], to: &browse, services: services)
    var home = PriceGuessHomeScene(recorder: services.recorder, content: services.content)
    #expect(render(home, size: PriceGuessSizes.large, services: services).contains("Browse categories (in Furniture)"))
    send([.key(.down), .key(.down), .key(.down), .key(.enter)], to: &home, services: services)
    #expect(home.choices.browsePath.isEmpty)
    #expect(render(home, size: PriceGuessSizes.large, services: services).contains("Categories reset"))
    // Then Play: the note stays with the home screen, not on the quiz.
    let quiz = try! #require(send([.key(.up), .key(.up), .key(.up), .key(.enter)], to: &home, services: services)?.pushed)
    #expect(!render(quiz, size: PriceGuessSizes.large, services: services).contains("Categories reset"))
  }

  @Test func theProductsListAt100x30() throws {
    let services = makeServices(size: PriceGuessSizes.large)
    let catalog = try #require(services.content.get(PriceGuessCatalogContent.self).catalog)
    let blenders = try #require(catalog.category(at: ["Kitchen", "Small Appliances", "Blenders"]))
    var products = PriceGuessProductsScene(recorder: services.recorder, catalog: catalog, category: blenders, length: .ten)
    let lines = screenLines(products, services: services)
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "PriceGuess — Blenders")
    #expect(lines[2].trimmingCharacters(in: .whitespaces) == "\(blenders.products.count) products · a quiz of 10 questions")
    #expect(lines[4] == "  ▶ Start quiz")
    let first = blenders.products[0]
    #expect(lines[6].hasPrefix("    " + first.name) && lines[6].contains(first.manufacturer))
    #expect(lines[6].count == 98 && lines[6].hasSuffix(first.inStock ? "    in stock" : "out of stock"))
    // Scrolling moves the products under the Start row; q goes back to the categories.
    send([.key(.down)], to: &products, services: services)
    #expect(screenLines(products, services: services)[6].hasPrefix("    " + blenders.products[1].name))
    #expect(send([.key(.character("q"))], to: &products, services: services)?.isPop == true)
  }
}
