import Foundation
import Testing

@testable import ArcadeCore

@Suite struct PriceGuessSheetTests {
  @Test func theSheetDealsWhatPlayDealsForTheSameSeed() {
    let products = PriceCatalog.mock.allProducts
    let questions = PriceGuessSheet.questions(from: products, count: 10, accuracyPercent: 0, seed: 31)
    var game = PriceGuessGame(products: products, scope: .mixed, length: .ten, seed: 31, startedAt: .zero)
    for question in questions {
      #expect(game.question == question, "a game that skips every question sees the sheet's questions")
      _ = game.skip(at: .zero)
    }
  }

  @Test(arguments: [(0.0, 12), (39.9, 12), (40.0, 8), (69.9, 8), (70.0, 4), (99.9, 4), (100.0, 2)])
  func accuracySetsTheSpacing(percent: Double, spacing: Int) {
    let questions = PriceGuessSheet.questions(from: PriceCatalog.mock.allProducts, count: 20, accuracyPercent: percent, seed: 3)
    #expect(questions.allSatisfy { $0.spacing == spacing })
    for question in questions {
      let problem = WrongPricesTests.problem(
        price: question.product.salePrice, options: question.options, answer: question.answer, spacing: spacing)
      #expect(problem == nil)
    }
  }

  @Test func paperHasLetteredPricesAndTheAnswersAtTheEnd() {
    let question = PriceQuestion(product: .mock("BL-1", price: 5999), options: [4799, 5999, 7199, 8399], answer: 1, spacing: 12)
    let text = PriceGuessSheet.paper([question, question], title: "PriceGuess — Blenders")
    #expect(text == """
      PriceGuess — Blenders

      1. Test product BL-1 — Testware
         A product for tests.
         A $47.99    B $59.99    C $71.99    D $83.99

      2. Test product BL-1 — Testware
         A product for tests.
         A $47.99    B $59.99    C $71.99    D $83.99

      Answers
        1 B   2 B
      """)
  }

  @Test func jsonIsOneQuestionALine() throws {
    let question = PriceQuestion(product: .mock("BL-1", price: 125_000), options: [125_000, 105_000, 139_000, 150_000], answer: 0, spacing: 4)
    let lines = PriceGuessSheet.jsonLines([question])
    #expect(lines == [#"{"answer":0,"k":4,"name":"Test product BL-1","options":[1250,1050,1390,1500],"price":1250,"sku":"BL-1"}"#])
    let cents = PriceQuestion(product: .mock("B", price: 4999), options: [4999, 6299, 3799, 7599], answer: 0, spacing: 12)
    let object = try JSONSerialization.jsonObject(with: Data(PriceGuessSheet.jsonLines([cents])[0].utf8)) as? [String: Any]
    #expect((object?["price"] as? Double) == 49.99)
    #expect(PriceGuessSheet.jsonLines([cents])[0].contains(#""options":[49.99,62.99,37.99,75.99]"#))
  }
}

@Suite struct PriceGuessLeaderboardTests {
  static func round(score: Int, correct: Int, answered: Int, ms: Int64, player: String = "ann", start: Double = 0) -> PlayedRound {
    let details = PriceGuessRoundDetails(
      score: score, correct: correct, answered: answered, skipped: 0, category: "Mixed", length: "10", answers: [],
      fiftyFiftyUsed: false, seed: 1)
    return PlayedRound(
      game: .priceguess, player: player, startedAt: Date(timeIntervalSince1970: start), endedAt: Date(timeIntervalSince1970: start + 60),
      outcome: .finished, score: score, moves: answered, durationMilliseconds: ms, variant: "10", details: details.json)
  }

  @Test func bestScoreThenAccuracyThenTime() {
    let rounds = [
      Self.round(score: 50, correct: 5, answered: 10, ms: 9_000, player: "slow-inaccurate"),
      Self.round(score: 70, correct: 7, answered: 10, ms: 90_000, player: "best-score"),
      Self.round(score: 50, correct: 5, answered: 5, ms: 40_000, player: "accurate"),
      Self.round(score: 50, correct: 5, answered: 10, ms: 8_000, player: "fast-inaccurate"),
      Self.round(score: 50, correct: 5, answered: 10, ms: 8_000, player: "tied", start: 5),
    ]
    let rows = PriceGuessLeaderboards.rank(rounds)
    #expect(rows.map(\.round.player) == ["best-score", "accurate", "fast-inaccurate", "tied", "slow-inaccurate"])
    #expect(rows.map(\.rank) == [1, 2, 3, 3, 5])
  }

  @Test func boardsForFiveTenAndTwentyOnlyAndNeverAssisted() {
    let boards = PriceGuessLeaderboards.gameBoards.boards
    #expect(boards.map(\.selection.variant) == ["10", "5", "20"])
    #expect(boards.allSatisfy { $0.selection.unassistedOnly && $0.selection.completedOnly && $0.game == .priceguess })
    #expect(!boards.contains { $0.selection.variant == QuizLength.endless.rawValue })
  }

  @Test func atMostTenRowsAndTheColumnsReadTheDetails() {
    let rounds = (0..<30).map { Self.round(score: $0 * 10, correct: $0, answered: 29, ms: 1000) }
    let board = PriceGuessLeaderboards.board(for: .ten)
    let rows = board.rows(from: rounds)
    #expect(rows.count == 10 && rows.first?.round.score == 290)
    #expect(board.columns.map { $0.value(rows[0]) } == ["1", "ann", "290", "29/29", "100%", "0:01", "Mixed"])
  }
}
