import Testing

@testable import ArcadeCore

@Suite struct WrongPricesTests {
  /// Checks every rule of the issue for one question; returns the broken rule, or nil.
  static func problem(price: Int, options: [Int], answer: Int, spacing: Int) -> String? {
    if options.count != 4 { return "not four options" }
    if options[answer] != price { return "the right price is not at answer" }
    if Set(options).count != 4 { return "prices repeat" }
    if options.contains(where: { $0 % 100 != price % 100 }) { return "cents differ" }
    if options.contains(where: { $0 < 100 }) { return "a price below $1" }
    let reach = price > 50_000 ? price / 500 : 100
    for (index, option) in options.enumerated() where index != answer {
      let distance = abs(option - price) / 100
      // Widening upward is allowed only where the range below and above cannot hold three.
      if distance > reach { return "\(option) is \(distance) dollars away, beyond \(reach)" }
    }
    for a in options.indices {
      for b in options.indices where a < b {
        if abs(options[a] - options[b]) < spacing * 100 { return "\(options[a]) and \(options[b]) closer than \(spacing)" }
      }
    }
    return nil
  }

  @Test func everyRuleHoldsOverThousandsOfSeedsAndPrices() {
    var generator = SeededGenerator(seed: 2026)
    for seed in 0..<4000 {
      let dollars = seed < 20 ? seed + 1 : generator.int(in: 1...5000)
      let cents = generator.below(100)
      let price = dollars * 100 + cents
      let band = AccuracyBand.allCases[seed % 4]
      var dealer = SeededGenerator(seed: UInt64(seed))
      let product = Product.mock("P\(seed)", price: price)
      let question = PriceQuestion.make(for: product, band: band, using: &dealer)
      #expect(question.spacing == band.spacing)
      let problem = Self.problem(price: price, options: question.options, answer: question.answer, spacing: band.spacing)
      #expect(problem == nil, "seed \(seed), price \(price), k \(band.spacing): \(problem ?? "")")
    }
  }

  @Test func cheapestPricesStayAtOrAboveOneDollar() {
    for price in [100, 101, 199, 250, 399, 1_299] {
      for seed in 0..<200 {
        var generator = SeededGenerator(seed: UInt64(seed))
        let wrong = WrongPrices.make(for: price, spacing: 12, using: &generator)
        #expect(wrong.allSatisfy { $0 >= 100 && $0 % 100 == price % 100 && abs($0 - price) >= 1200 })
        #expect(wrong.allSatisfy { $0 > price }, "a $\(price / 100) item has no room below, so all three are above")
      }
    }
  }

  @Test func reachIsAHundredDollarsThenTwentyPercentAboveFiveHundred() {
    #expect(WrongPrices.reach(of: 100) == 100)
    #expect(WrongPrices.reach(of: 50_000) == 100)
    #expect(WrongPrices.reach(of: 50_099) == 100)
    #expect(WrongPrices.reach(of: 100_000) == 200)
    #expect(WrongPrices.reach(of: 500_000) == 1000)
  }

  @Test func expensivePricesUseTheWiderRange() {
    var sawWide = false
    for seed in 0..<300 {
      var generator = SeededGenerator(seed: UInt64(seed))
      let wrong = WrongPrices.make(for: 400_000, spacing: 12, using: &generator)
      #expect(wrong.allSatisfy { abs($0 - 400_000) <= 80_000 })
      sawWide = sawWide || wrong.contains { abs($0 - 400_000) > 10_000 }
    }
    #expect(sawWide, "a $4,000 item gets wrong prices more than $100 away")
  }

  /// No price stands out: on the four sorted prices no gap is more than twice another (a lone far price was a tell),
  /// and the right one is the lowest, a middle one or the highest about as often as any other place.
  @Test func noPriceStandsOutAndTheRightOneIsAnywhere() {
    var generator = SeededGenerator(seed: 33)
    var places = [0, 0, 0, 0]
    for seed in 0..<4000 {
      let price = generator.int(in: 200...5000) * 100 + generator.below(100)
      let band = AccuracyBand.allCases[seed % 4]
      var dealer = SeededGenerator(seed: UInt64(seed))
      let question = PriceQuestion.make(for: .mock("P\(seed)", price: price), band: band, using: &dealer)
      let sorted = question.options.sorted()
      let gaps = zip(sorted, sorted.dropFirst()).map { ($1 - $0) / 100 }
      #expect(gaps.max()! <= 2 * gaps.min()!, "price \(price), band \(band): \(sorted)")
      places[sorted.firstIndex(of: price)!] += 1
    }
    // Each place about a quarter of the time (1,000 expected; prices of $200 and more have room below).
    #expect(places.allSatisfy { (850...1150).contains($0) }, "\(places)")
  }

  @Test func theRightPriceLandsInEveryPosition() {
    var positions = Set<Int>()
    for seed in 0..<100 {
      var generator = SeededGenerator(seed: UInt64(seed))
      positions.insert(PriceQuestion.make(for: .mock("X"), band: .low, using: &generator).answer)
    }
    #expect(positions == [0, 1, 2, 3])
  }

  @Test func sameSeedSameQuestion() {
    var a = SeededGenerator(seed: 9)
    var b = SeededGenerator(seed: 9)
    #expect(PriceQuestion.make(for: .mock("X"), band: .middle, using: &a) == PriceQuestion.make(for: .mock("X"), band: .middle, using: &b))
  }

  @Test func theCheckerCatchesBrokenQuestions() {
    #expect(Self.problem(price: 4999, options: [4999, 6299, 7599, 8899], answer: 0, spacing: 12) == nil)
    #expect(Self.problem(price: 4999, options: [4999, 5999, 6999, 7900], answer: 0, spacing: 12) != nil)
    #expect(Self.problem(price: 4999, options: [4999, 5999, 6499, 7999], answer: 0, spacing: 12) != nil)
    #expect(Self.problem(price: 4999, options: [4999, 5999, 6999, 15999], answer: 0, spacing: 12) != nil)
  }
}

@Suite struct AccuracyBandTests {
  @Test func bandsAtTheirEdges() {
    #expect(AccuracyBand(correct: 0, answered: 0) == .low)
    #expect(AccuracyBand(correct: 399, answered: 1000) == .low)
    #expect(AccuracyBand(correct: 400, answered: 1000) == .middle)
    #expect(AccuracyBand(correct: 699, answered: 1000) == .middle)
    #expect(AccuracyBand(correct: 700, answered: 1000) == .high)
    #expect(AccuracyBand(correct: 999, answered: 1000) == .high)
    #expect(AccuracyBand(correct: 1000, answered: 1000) == .perfect)
    #expect(AccuracyBand(correct: 2, answered: 5) == .middle)
    #expect(AccuracyBand(correct: 1, answered: 3) == .low)
  }

  @Test func percentBandsAtTheirEdges() {
    #expect(AccuracyBand(percent: 39.9) == .low)
    #expect(AccuracyBand(percent: 40) == .middle)
    #expect(AccuracyBand(percent: 69.9) == .middle)
    #expect(AccuracyBand(percent: 70) == .high)
    #expect(AccuracyBand(percent: 99.9) == .high)
    #expect(AccuracyBand(percent: 100) == .perfect)
    #expect(AccuracyBand(percent: .nan) == .low)
  }

  @Test func spacingFollowsTheBand() {
    #expect(AccuracyBand.allCases.map(\.spacing) == [12, 8, 4, 2])
  }

  @Test func theGameUsesTheBandOfItsAccuracySoFar() {
    var game = PriceGuessGame(products: PriceCatalog.mock.allProducts, scope: .mixed, length: .endless, seed: 4, startedAt: .zero)
    #expect(game.question.spacing == 12, "nothing answered counts as under 40%")
    _ = game.answer(game.question.answer, at: .zero)
    #expect(game.question.spacing == 2, "1 of 1 is 100%")
    _ = game.skip(at: .zero)
    #expect(game.question.spacing == 2, "a skip leaves accuracy alone")
    _ = game.answer((game.question.answer + 1) % 4, at: .zero)
    #expect(game.question.spacing == 8, "1 of 2 is 50%")
    _ = game.answer(game.question.answer, at: .zero)
    #expect(game.question.spacing == 8, "2 of 3 (66.7%) is still under 70%")
    _ = game.answer(game.question.answer, at: .zero)
    #expect(game.question.spacing == 4, "3 of 4 is 75%")
  }
}
