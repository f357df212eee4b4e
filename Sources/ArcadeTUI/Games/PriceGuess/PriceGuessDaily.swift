import ArcadeCore

extension DailyGame {
  /// PriceGuess's daily, as the core deals it from the catalog (`PriceGuessGame.daily`).
  static var priceGuess: DailyGame {
    DailyGame(game: .priceguess) { day, key, seed, services in
      let content = services.content.get(PriceGuessCatalogContent.self)
      guard let catalog = content.catalog else { return .failure(DailyUnavailable(content.problem ?? "no price catalog")) }
      var choices = PriceGuessChoices.standard
      choices.length = .ten
      let game = PriceGuessGame.daily(seed: seed, catalog: catalog)
      return DailyOpening.of(game, options: choices)
    }
  }
}
