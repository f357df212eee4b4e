/// The products a quiz deals from, shuffled; none comes again until all of them have been dealt.
public struct ProductDeck: Sendable, Hashable {
  public let products: [Product]
  private var order: [Int] = []
  private var generator: SeededGenerator

  /// `products` must not be empty.
  public init(products: [Product], generator: SeededGenerator) {
    precondition(!products.isEmpty, "a deck needs products")
    self.products = products
    self.generator = generator
  }

  /// The next product; after the last, a new shuffle that does not start with the product just dealt.
  public mutating func deal() -> Product {
    if order.isEmpty {
      let last = lastDealt
      order = generator.shuffled(products.indices)
      if order.count > 1, order.last == last { order.swapAt(order.count - 1, 0) }
    }
    let index = order.removeLast()
    lastDealt = index
    return products[index]
  }

  private var lastDealt: Int?
}
