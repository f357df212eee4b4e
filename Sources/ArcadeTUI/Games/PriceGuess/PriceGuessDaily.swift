import ArcadeCore

extension DailyGame {
  /// PriceGuess's daily: ten questions from the whole catalog, mixed.
  static var priceGuess: DailyGame {
    DailyGame { day, key, services in
      let content = services.content.get(PriceGuessCatalogContent.self)
      guard let catalog = content.catalog else { return .failure(DailyUnavailable(content.problem ?? "no price catalog")) }
      var choices = PriceGuessChoices.standard
      choices.length = .ten
      let game = PriceGuessGame(
        products: catalog.allProducts, scope: .mixed, length: .ten, seed: DailyDeal.seed(for: .priceguess, on: day, key: key),
        startedAt: .zero, edition: catalog.edition)
      return DailyOpening.of(game, options: choices)
    }
  }
}
