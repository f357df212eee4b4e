extension PriceGuessGame {
  /// The questions this version deals from the catalog of the tape's edition with its scope, length and seed, as the
  /// moves are played (each question's wrong prices follow the accuracy so far): the products, the four prices and
  /// the right one, never the tape's. A catalog the reader does not have cannot be dealt here.
  public static func redeal(_ tape: RoundTape<PriceGuessGame>, content: ContentLibrary?) -> DealCheck {
    let deal = tape.deal
    guard let catalog = content?.get(PriceGuessCatalogContent.self).catalog, catalog.edition == deal.edition else {
      return .contentNotHere
    }
    // As the quiz screen deals: a category the catalog no longer has falls back to the whole catalog. Gathered once
    // per run for each scope, not once per round.
    let products = content?.derived(from: catalog, named: String(reflecting: deal.scope)) { catalog in
      deal.scope.products(in: catalog) ?? catalog.allProducts
    } ?? []
    let fresh = PriceGuessGame(
      products: products, scope: deal.scope, length: deal.length, seed: deal.seed, startedAt: .zero, edition: deal.edition)
    return tape.deals(like: fresh)
  }
}
