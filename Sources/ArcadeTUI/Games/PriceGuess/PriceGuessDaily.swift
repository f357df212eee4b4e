import ArcadeCore

extension DailyGame {
  /// PriceGuess's daily, as the core deals it from the catalog (`PriceGuessGame.daily`).
  static var priceGuess: DailyGame {
    DailyGame { day, key, services in
      let content = services.content.get(PriceGuessCatalogContent.self)
      guard let catalog = content.catalog else { return .failure(DailyUnavailable(content.problem ?? "no price catalog")) }
      var choices = PriceGuessChoices.standard
      choices.length = .ten
      let game = PriceGuessGame.daily(seed: DailyDeal.seed(for: .priceguess, on: day, key: key), catalog: catalog)
      return DailyOpening.of(game, options: choices)
    }
  }
}
