/// Walking the category tree one level at a time, from the top down to a category with products.
public struct CategoryBrowser: Sendable, Hashable {
  public let catalog: PriceCatalog
  /// Where the player is: empty at the top.
  public private(set) var path: [String] = []

  public init(catalog: PriceCatalog, path: [String] = []) {
    self.catalog = catalog
    self.path = catalog.category(at: path) == nil ? [] : path
  }

  /// The category the player is in (the root at the top).
  public var current: CatalogCategory { catalog.category(at: path) ?? catalog.root }

  /// The categories listed here, each with `productCount`.
  public var choices: [CatalogCategory] { current.subcategories }

  /// "All categories › Kitchen › Small Appliances".
  public func breadcrumb(separator: String = " › ") -> String {
    (["All categories"] + path).joined(separator: separator)
  }

  /// Goes into the named subcategory; a category with products is where a quiz starts.
  public mutating func enter(_ name: String) -> CategoryMove {
    guard let child = current.subcategories.first(where: { $0.name == name }) else { return .refused(.noSuchCategory) }
    path = child.path
    return child.isLeaf ? .reachedProducts(child) : .entered(child)
  }

  /// Goes up one level.
  public mutating func up() -> CategoryMove {
    guard !path.isEmpty else { return .refused(.atTop) }
    path.removeLast()
    return .entered(current)
  }

  /// Back to the top.
  public mutating func reset() {
    path = []
  }
}

/// What a move in the category tree did.
public enum CategoryMove: Sendable, Hashable {
  /// Now in a category with subcategories.
  case entered(CatalogCategory)
  /// Now in a category with products: a quiz can start.
  case reachedProducts(CatalogCategory)
  case refused(Refusal)

  public enum Refusal: Sendable, Hashable {
    case noSuchCategory
    case atTop
  }
}
