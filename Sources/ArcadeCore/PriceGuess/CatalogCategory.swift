/// A category of the catalog: either it holds products (a leaf) or it holds subcategories.
public struct CatalogCategory: Sendable, Hashable {
  public var name: String
  /// The names from the top down to this category; empty for the root.
  public var path: [String]
  public var subcategories: [CatalogCategory]
  public var products: [Product]

  public init(name: String, path: [String], subcategories: [CatalogCategory] = [], products: [Product] = []) {
    self.name = name
    self.path = path
    self.subcategories = subcategories
    self.products = products
  }

  /// Products here and in every subcategory below.
  public var productCount: Int {
    products.count + subcategories.reduce(0) { $0 + $1.productCount }
  }

  /// Products here and below, in catalog order.
  public var allProducts: [Product] {
    products + subcategories.flatMap(\.allProducts)
  }

  /// True when the category holds products, so a quiz can start in it.
  public var isLeaf: Bool { subcategories.isEmpty }

  /// The category at `path` below this one, or nil.
  public func descendant(at path: some Collection<String>) -> CatalogCategory? {
    guard let first = path.first else { return self }
    return subcategories.first { $0.name == first }?.descendant(at: path.dropFirst())
  }

  /// Every leaf below (or this category when it is one), in order.
  public var leaves: [CatalogCategory] {
    isLeaf ? [self] : subcategories.flatMap(\.leaves)
  }

  /// Levels from here to the deepest leaf (a leaf is 0).
  public var depth: Int {
    subcategories.map { $0.depth + 1 }.max() ?? 0
  }
}
