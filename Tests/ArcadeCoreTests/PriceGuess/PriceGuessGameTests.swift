import Testing

@testable import ArcadeCore

@Suite struct PriceGuessGameTests {
  static func game(length: QuizLength = .five, seed: UInt64 = 1, products: [Product] = PriceCatalog.mock.allProducts) -> PriceGuessGame {
    PriceGuessGame(products: products, scope: .mixed, length: length, seed: seed, startedAt: Instant(milliseconds: 1000))
  }

  @Test func aRightAnswerScoresTenAndAWrongOneNothing() {
    var game = Self.game()
    let right = game.question.answer
    #expect(game.answer(right, at: .zero) == .right(chosen: right, finished: false))
    #expect(game.score == 10 && game.correct == 1 && game.answered == 1)
    let answer = game.question.answer
    let wrong = (answer + 1) % 4
    #expect(game.answer(wrong, at: .zero) == .wrong(chosen: wrong, answer: answer, finished: false))
    #expect(game.score == 10 && game.correct == 1 && game.answered == 2 && game.questionNumber == 3)
    #expect(game.answers.map(\.isRight) == [true, false])
  }

  @Test func aSkipCountsAsSkippedNotAnswered() {
    var game = Self.game()
    #expect(game.skip(at: .zero) == .skipped(finished: false))
    #expect(game.skipped == 1 && game.answered == 0 && game.score == 0 && game.questionNumber == 2)
    #expect(game.answers.first?.wasSkipped == true)
  }

  @Test func theLastQuestionEndsTheQuiz() {
    var game = Self.game(length: .five)
    for _ in 0..<4 { _ = game.skip(at: .zero) }
    let right = game.question.answer
    #expect(game.answer(right, at: Instant(milliseconds: 9000)) == .right(chosen: right, finished: true))
    #expect(game.status == .completed && game.endedAt == Instant(milliseconds: 9000))
    #expect(game.answer(0, at: .zero) == .refused(.quizOver))
    #expect(game.skip(at: .zero) == .refused(.quizOver))
    #expect(game.finish(at: .zero) == .refused(.quizOver))
    #expect(game.answers.count == 5)
  }

  @Test func finishingEarlyEndsAtOnceAndEndlessOnlyEndsSo() {
    var game = Self.game(length: .endless)
    for _ in 0..<50 { _ = game.answer(game.question.answer, at: .zero) }
    #expect(game.status == .asking && game.questionCount == nil)
    #expect(game.finish(at: Instant(milliseconds: 61_000)) == .finished)
    #expect(game.status == .finishedEarly && game.score == 500 && game.answers.count == 50)
    #expect(game.finishedRound?.durationMilliseconds == 60_000)
  }

  @Test func fiftyFiftyHidesTwoWrongPricesOnce() {
    var game = Self.game()
    guard case .hid(let hidden) = game.useFiftyFifty() else {
      Issue.record("50/50 refused")
      return
    }
    #expect(hidden.count == 2 && !hidden.contains(game.question.answer))
    #expect(game.hiddenOptions == Set(hidden))
    #expect(game.answer(hidden[0], at: .zero) == .refused(.noSuchOption))
    #expect(game.useFiftyFifty() == .refused(.fiftyFiftyUsed))
    _ = game.skip(at: .zero)
    #expect(game.hiddenOptions.isEmpty, "the next question shows all four")
    #expect(game.useFiftyFifty() == .refused(.fiftyFiftyUsed))
    #expect(game.assisted)
  }

  @Test func optionsOutsideTheFourAreRefused() {
    var game = Self.game()
    #expect(game.answer(4, at: .zero) == .refused(.noSuchOption))
    #expect(game.answer(-1, at: .zero) == .refused(.noSuchOption))
    #expect(game.answered == 0)
  }

  @Test func noProductRepeatsUntilItsCategoryIsExhausted() {
    let catalog = PriceCatalog.mock
    for seed in 0..<200 {
      let products = catalog.category(at: ["Kitchen", "Small Appliances", "Blenders"])!.allProducts
      var game = PriceGuessGame(
        products: products, scope: .category(catalog.defaultCategory), length: .endless, seed: UInt64(seed), startedAt: .zero)
      var asked: [String] = []
      for _ in 0..<12 {
        asked.append(game.question.product.sku)
        _ = game.skip(at: .zero)
      }
      for round in 0..<3 {
        let slice = asked[(round * 4)..<(round * 4 + 4)]
        #expect(Set(slice).count == 4, "seed \(seed): every blender once per pass, got \(slice)")
      }
      #expect(asked[3] != asked[4] && asked[7] != asked[8], "no product twice in a row across a reshuffle")
    }
  }

  @Test func aSeedDealsTheSameProductsWhateverTheAnswers() {
    var first = Self.game(length: .ten, seed: 77)
    var second = Self.game(length: .ten, seed: 77)
    var skusA: [String] = []
    var skusB: [String] = []
    for _ in 0..<10 {
      skusA.append(first.question.product.sku)
      skusB.append(second.question.product.sku)
      _ = first.answer(first.question.answer, at: .zero)
      _ = second.skip(at: .zero)
    }
    #expect(skusA == skusB)
  }

  @Test func theFinishedRoundRecordsEverything() {
    var game = Self.game(length: .five, seed: 5)
    _ = game.useFiftyFifty()
    _ = game.answer(game.question.answer, at: .zero)
    _ = game.skip(at: .zero)
    _ = game.answer((game.question.answer + 1) % 4, at: .zero)
    #expect(game.finishedRound == nil)
    _ = game.finish(at: Instant(milliseconds: 31_000))
    guard let round = game.finishedRound, let details = PriceGuessRoundDetails(json: round.details) else {
      Issue.record("no finished round")
      return
    }
    #expect(round.game == .priceguess && round.outcome == .finished && round.score == 10 && round.moves == 2)
    #expect(round.variant == "5" && round.seed == 5 && round.assisted && round.durationMilliseconds == 30_000)
    #expect(details.correct == 1 && details.answered == 2 && details.skipped == 1 && details.category == "Mixed")
    #expect(details.length == "5" && details.fiftyFiftyUsed && details.seed == 5)
    #expect(details.answers.count == 3 && details.answers[1].given == nil && details.answers[0].isRight)
  }
}

@Suite struct CategoryBrowserTests {
  @Test func walksDownToALeafAndBackUp() {
    var browser = CategoryBrowser(catalog: .mock)
    #expect(browser.choices.map(\.name) == ["Furniture", "Kitchen", "Decor"])
    #expect(browser.choices.map(\.productCount) == [5, 6, 1])
    #expect(browser.breadcrumb() == "All categories")
    guard case .entered = browser.enter("Furniture") else { Issue.record("not entered"); return }
    _ = browser.enter("Accent Furniture")
    _ = browser.enter("Accent Tables")
    #expect(browser.breadcrumb() == "All categories › Furniture › Accent Furniture › Accent Tables")
    #expect(browser.choices.map { "\($0.name) \($0.productCount)" } == ["End Tables 3", "Console Tables 2"])
    guard case .reachedProducts(let leaf) = browser.enter("End Tables") else { Issue.record("no leaf"); return }
    #expect(leaf.products.count == 3 && leaf.path == PriceCatalog.endTables)
    #expect(browser.up() == .entered(browser.current))
    #expect(browser.path == ["Furniture", "Accent Furniture", "Accent Tables"])
    #expect(browser.enter("Sofas") == .refused(.noSuchCategory))
  }

  @Test func resetReturnsToTheTopAndUpStopsThere() {
    var browser = CategoryBrowser(catalog: .mock, path: ["Kitchen", "Small Appliances"])
    #expect(browser.breadcrumb(separator: " > ") == "All categories > Kitchen > Small Appliances")
    browser.reset()
    #expect(browser.path.isEmpty && browser.up() == .refused(.atTop))
    #expect(CategoryBrowser(catalog: .mock, path: ["Nowhere"]).path.isEmpty)
  }

  @Test func theTreeIsBuiltInFileOrderWithCounts() {
    let catalog = PriceCatalog.mock
    #expect(catalog.productCount == 12)
    #expect(catalog.root.depth == 4)
    #expect(catalog.defaultLeaf?.products.count == 4)
    #expect(QuizScope.category(["Kitchen"]).products(in: catalog)?.count == 6)
    #expect(QuizScope.category(["Garden"]).products(in: catalog) == nil)
    #expect(QuizScope.mixed.title == "Mixed" && QuizScope.category(["A", "B"]).title == "A > B")
  }
}
