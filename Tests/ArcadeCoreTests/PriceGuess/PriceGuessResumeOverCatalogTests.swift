import Foundation
import Testing

@testable import ArcadeCore

/// A quiz taken up again over its catalog deals on as it would have: the same products and prices as the quiz
/// played through, not the questions it already asked over and over (a daily is a quiz taken up before its first answer).
@Suite struct PriceGuessResumeOverCatalogTests {
  /// Each question's product and four prices, answering each with `answer(question number)`.
  static func asked(_ game: inout PriceGuessGame, from start: Int, answer: (Int) -> Int) -> [String] {
    var asked: [String] = []
    var now = Instant.seconds(Int64(10 + start))
    while !game.status.isOver {
      let number = asked.count + start
      asked.append("\(game.question.product.name) \(game.question.options)")
      now = now.advanced(byMilliseconds: 2_000)
      game.apply(.answer(answer(number)), at: now)
    }
    return asked
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func aQuizTakenUpOverItsCatalogDealsOnAsItWouldHave(seed: UInt64) throws {
    let scope = PriceGuessTapeTests.scopes[Int(seed % 4)]
    let products = try #require(scope.products(in: .mock))
    let answer = { (number: Int) in Int((seed &+ UInt64(number) &* 7) % 4) }
    var whole = PriceGuessGame(products: products, scope: scope, length: .ten, seed: seed, startedAt: .zero)
    let straight = Self.asked(&whole, from: 0, answer: answer)

    let left = Int(seed % 5)
    var first = PriceGuessGame(products: products, scope: scope, length: .ten, seed: seed, startedAt: .zero)
    var now = Instant.zero
    var before: [String] = []
    for number in 0..<left {
      before.append("\(first.question.product.name) \(first.question.options)")
      now = now.advanced(byMilliseconds: 2_000)
      first.apply(.answer(answer(number)), at: now)
    }
    let tape = try #require(RoundTape(of: first))
    var resumed = try tape.replayed(onto: PriceGuessGame(replaying: tape.deal, at: .zero, over: products), from: .zero)
    let after = Self.asked(&resumed, from: left, answer: answer)
    #expect(before + after == straight)
    #expect(after.count == 10 - left)
  }
}
