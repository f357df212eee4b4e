extension PriceGuessGame {
  /// The daily dealt from a day's seed: ten questions from the whole catalog, mixed.
  public static func daily(seed: UInt64, catalog: PriceCatalog) -> PriceGuessGame {
    PriceGuessGame(products: catalog.allProducts, scope: .mixed, length: .ten, seed: seed, startedAt: .zero, edition: catalog.edition)
  }
}
