/// A product catalog: the category tree, its products and the category "Play" starts with.
public struct PriceCatalog: Sendable, Hashable {
  /// The unnamed top of the tree; its subcategories are the top-level categories.
  public var root: CatalogCategory
  /// The leaf "Play" deals from (the shipped catalog's is Kitchen > Small Appliances > Blenders).
  public var defaultCategory: [String]
  /// Set when the catalog is not the shipped one (a player's file, or the shipped file changed): its quizzes
  /// go on boards of their own (`ContentEdition`). Nil for the shipped catalog.
  public var edition: String?

  /// Builds the tree from products in file order: categories appear in the order their first product does.
  ///
  /// The caller has checked that no category holds both products and subcategories.
  public init(products: [Product], defaultCategory: [String]?) {
    var root = CatalogCategory(name: "", path: [])
    for product in products {
      Self.insert(product, level: 0, into: &root)
    }
    self.root = root
    self.defaultCategory = defaultCategory ?? root.leaves.first?.path ?? []
  }

  private static func insert(_ product: Product, level: Int, into category: inout CatalogCategory) {
    guard level < product.categoryPath.count else {
      category.products.append(product)
      return
    }
    let name = product.categoryPath[level]
    if let index = category.subcategories.firstIndex(where: { $0.name == name }) {
      insert(product, level: level + 1, into: &category.subcategories[index])
    } else {
      var child = CatalogCategory(name: name, path: Array(product.categoryPath.prefix(level + 1)))
      insert(product, level: level + 1, into: &child)
      category.subcategories.append(child)
    }
  }

  public var productCount: Int { root.productCount }
  public var allProducts: [Product] { root.allProducts }
  public var topLevel: [CatalogCategory] { root.subcategories }

  public func category(at path: [String]) -> CatalogCategory? { root.descendant(at: path) }

  /// The default category's leaf (its name is what "Play …" says).
  public var defaultLeaf: CatalogCategory? { category(at: defaultCategory) }
}
