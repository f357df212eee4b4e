import Foundation
import Testing

@testable import ArcadeCore

/// A PriceGuess quiz's state with its end counted from its start, so a quiz compares with its replay, which
/// starts at the clock's zero.
struct PriceGuessSnapshot: Equatable {
  var status: PriceGuessStatus
  var question: PriceQuestion
  var counts: [Int]
  var answers: [PriceGuessAnswer]
  var fiftyFiftyUsed: Bool
  var hiddenOptions: Set<Int>
  var endedAt: Int64?

  init(_ game: PriceGuessGame) {
    (status, question, answers) = (game.status, game.question, game.answers)
    counts = [game.questionNumber, game.score, game.correct, game.answered, game.skipped]
    (fiftyFiftyUsed, hiddenOptions) = (game.fiftyFiftyUsed, game.hiddenOptions)
    endedAt = game.endedAt?.milliseconds(since: game.startedAt)
  }
}

extension PriceGuessTapeTests {
  /// A ten-question quiz of the shipped catalog played as a person plays it: a few seconds a question, most prices
  /// right, some wrong, a skip now and then, and 50/50 in one quiz of five.
  static func playedQuiz(seed: UInt64, catalog: PriceCatalog) -> PriceGuessGame {
    var random = SeededGenerator(seed: seed)
    var game = PriceGuessGame(
      products: catalog.allProducts, scope: .mixed, length: .ten, seed: seed, startedAt: Instant(milliseconds: 7_000_000))
    var now = game.startedAt
    let helped = random.chance(0.2) ? Int.random(in: 1...10, using: &random) : 0
    while !game.status.isOver {
      now = now.advanced(byMilliseconds: Int64.random(in: 2_000...12_000, using: &random))
      if game.questionNumber == helped { game.apply(.fiftyFifty, at: now) }
      let wrong = game.question.options.indices.filter { $0 != game.question.answer && !game.hiddenOptions.contains($0) }
      switch Int.random(in: 0..<10, using: &random) {
      case 0: game.apply(.skip, at: now)
      case 1..<4: game.apply(.answer(random.element(of: wrong)), at: now)
      default: game.apply(.answer(game.question.answer), at: now)
      }
    }
    return game
  }

  /// A quiz keeps every product it asked as the question screen shows it (its description and address are most of
  /// it), so its tape is a few kilobytes as text. Measured over these 100 seeds of ten questions: median 3,760 bytes,
  /// largest 4,084.
  @Test func aPlayedQuizIsSmall() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: ShippedData.priceGuessCatalog))
    let catalog = try PriceCatalog(json: data, file: "catalog.json")
    var sizes: [Int] = []
    for seed in 0..<UInt64(100) {
      let game = Self.playedQuiz(seed: seed, catalog: catalog)
      #expect(game.status == .completed && game.answers.count == 10)
      let tape = try #require(RoundTape(of: game))
      #expect(FinishedRoundSnapshot(try tape.replayed().finishedRound) == FinishedRoundSnapshot(game.finishedRound))
      sizes.append(tape.text.utf8.count)
    }
    sizes.sort()
    #expect(sizes.last! <= 4_608, "median \(sizes[sizes.count / 2]), largest \(sizes.last!)")
  }

  /// Any product a catalog accepts fits a tape: its texts may be as long as the catalog allows in characters of four
  /// bytes each, and a text of more bytes than that (characters of many scalars) is refused by the catalog.
  @Test func everyProductACatalogAcceptsFitsATape() throws {
    let limits = PriceCatalogLimits.self
    func text(_ characters: Int) -> String { String(repeating: "𝄞", count: characters) }
    var product = Product.mock("BLN-1")
    (product.sku, product.name, product.manufacturer) = (text(limits.maximumSKULength), text(limits.maximumNameLength), text(limits.maximumManufacturerLength))
    product.categoryPath = Array(repeating: text(limits.maximumCategoryLength), count: limits.maximumCategoryLevels)
    (product.url, product.description, product.rating) = (text(limits.maximumURLLength), text(limits.maximumDescriptionLength), 4.0 / 3)
    for field in [product.sku, product.name, product.url, product.description] {
      #expect(CatalogText.problem(in: field, maximumLength: field.count) == nil)
    }
    var tape = TapeWriter()
    product.write(to: &tape)
    var reader = TapeReader(tape.bytes)
    #expect(try Product.read(from: &reader) == product && reader.isAtEnd)
    let accented = String(repeating: "e\u{301}\u{301}\u{301}\u{301}", count: limits.maximumNameLength)
    #expect(CatalogText.problem(in: accented, maximumLength: limits.maximumNameLength)?.contains("bytes long") == true)
  }
}
