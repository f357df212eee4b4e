/// One question: a product, its four prices (one of them its sale price) and the spacing they were made with.
public struct PriceQuestion: Sendable, Hashable {
  public var product: Product
  /// Four prices in cents, shuffled.
  public var options: [Int]
  /// Where the sale price is in `options`.
  public var answer: Int
  /// The spacing in dollars the wrong prices keep (12, 8, 4 or 2).
  public var spacing: Int

  public init(product: Product, options: [Int], answer: Int, spacing: Int) {
    self.product = product
    self.options = options
    self.answer = answer
    self.spacing = spacing
  }

  /// The question for `product` at the player's current band: three wrong prices by `WrongPrices`, shuffled in.
  public static func make(for product: Product, band: AccuracyBand, using generator: inout SeededGenerator) -> PriceQuestion {
    let wrong = WrongPrices.make(for: product.salePrice, spacing: band.spacing, using: &generator)
    let options = generator.shuffled([product.salePrice] + wrong)
    return PriceQuestion(
      product: product, options: options, answer: options.firstIndex(of: product.salePrice) ?? 0, spacing: band.spacing)
  }
}
