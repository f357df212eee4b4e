import Foundation
import Testing

@testable import ArcadeCore

/// Honest rounds of the games dealt from content, on the shipped content, and the changes made to their deals.
extension Redeal {
  static func wordSearch(seed: UInt64) -> WordSearchGame {
    let themes = content.get(WordSearchThemeLibrary.self).themes
    let puzzle = WordSearchGenerator.generate(
      size: [8, 10, 12, 15][Int(seed % 4)], difficulty: WordSearchDifficulty.allCases[Int(seed % 3)],
      source: .theme(themes[Int(seed) % themes.count]), seed: seed)
    var game = WordSearchGame(puzzle: puzzle, reveals: Int(seed % 3), startedAt: .zero)
    var random = SeededGenerator(seed: seed)
    var now = Instant.zero
    for (index, word) in random.shuffled(puzzle.placements.indices.map { $0 }).enumerated() {
      now = now.advanced(byMilliseconds: Int64.random(in: 1_000...9_000, using: &random))
      let placement = puzzle.placements[word]
      game.apply(index < game.revealsAllowed && random.chance(0.3) ? .reveal(word: word) : .select(from: placement.start, to: placement.end), at: now)
    }
    return game
  }

  /// A cell no word passes through, so the changed grid is still one a tape holds.
  static func freeCell(of deal: WordSearchDeal) -> Position? {
    let used = Set(deal.placements.flatMap(\.cells))
    return deal.letters.positions.first { !used.contains($0) }
  }

  static func changeALetter(_ deal: inout WordSearchDeal) -> Bool {
    guard let cell = freeCell(of: deal) else { return false }
    deal.letters[cell] = deal.letters[cell] == UInt8(ascii: "Z") ? UInt8(ascii: "A") : deal.letters[cell] + 1
    return true
  }

  static func priceGuess(seed: UInt64) -> PriceGuessGame {
    let catalog = content.get(PriceGuessCatalogContent.self).catalog!
    let scope: QuizScope = seed % 2 == 0 ? .mixed : .category(Array(catalog.allProducts[Int(seed) % catalog.allProducts.count].categoryPath.prefix(1)))
    var game = PriceGuessGame(
      products: scope.products(in: catalog) ?? catalog.allProducts, scope: scope, length: QuizLength.allCases[Int(seed % 4)],
      seed: seed, startedAt: .zero, edition: catalog.edition)
    var random = SeededGenerator(seed: seed)
    var now = Instant.zero
    for _ in 0..<25 where !game.status.isOver {
      now = now.advanced(byMilliseconds: Int64.random(in: 1_000...6_000, using: &random))
      if random.chance(0.05) { game.apply(.fiftyFifty, at: now) }
      game.apply(random.chance(0.1) ? .skip : .answer(random.chance(0.6) ? game.question.answer : Int.random(in: 0...3, using: &random)), at: now)
    }
    game.apply(.finish, at: now)
    return game
  }

  /// The first question's right price moved to the next place: a tape that carries its answers where it likes.
  static func moveAnAnswer(_ deal: inout PriceGuessDeal) -> Bool {
    guard var question = deal.questions.first else { return false }
    let other = (question.answer + 1) % question.options.count
    question.options.swapAt(question.answer, other)
    question.answer = other
    deal.questions[0] = question
    if let hidden = deal.fiftyFifty, hidden.question == 1 { deal.fiftyFifty = nil }
    return true
  }

  static func wordMatch(seed: UInt64) -> WordMatchGame {
    let lists = content.get(WordMatchLibrary.self).entries.compactMap(\.list)
    let options = WordMatchOptions(
      speed: WordMatchOptions.Speed.allCases[Int(seed % 3)], pairCount: [5, 15][Int(seed / 3 % 2)], lives: [1, 3][Int(seed / 6 % 2)])
    var game = WordMatchGame(wordList: lists[Int(seed) % lists.count], options: options, seed: seed)
    var random = SeededGenerator(seed: seed)
    var now = Instant.zero
    game.apply(.start, at: now)
    for _ in 0..<400 where game.finishedRound == nil {
      now = now.advanced(byMilliseconds: Int64.random(in: 100...1_500, using: &random))
      game.apply(.wait, at: now)
      if random.chance(0.5) { game.apply(.answer(random.element(of: WordMatchClaim.allCases)), at: now) }
    }
    return game
  }

  /// The first two pairs dealt the other way round.
  static func swapTwoPairs(_ deal: inout WordMatchDeal) -> Bool {
    guard deal.pairs.count > 1, deal.pairs[0] != deal.pairs[1] else { return false }
    deal.pairs.swapAt(0, 1)
    return true
  }
}
