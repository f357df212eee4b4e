/// One asked question as the record keeps it: the product, the right price and what the player gave.
public struct PriceGuessAnswer: Sendable, Hashable, Codable {
  public var sku: String
  public var name: String
  /// The sale price, in cents.
  public var price: Int
  /// The four prices shown, in cents.
  public var options: [Int]
  /// The price chosen, in cents; nil when the question was skipped.
  public var given: Int?
  /// The spacing the wrong prices kept.
  public var spacing: Int

  public init(sku: String, name: String, price: Int, options: [Int], given: Int?, spacing: Int) {
    self.sku = sku
    self.name = name
    self.price = price
    self.options = options
    self.given = given
    self.spacing = spacing
  }

  public var wasSkipped: Bool { given == nil }
  public var isRight: Bool { given == price }
}
