/// The fields of a product, with their JSON key and CSV column name (the CSV header row uses the latter).
public enum CatalogField: String, CaseIterable, Sendable {
  case sku, name, manufacturer, category, salePrice, listPrice, inStock, rating, reviews, url, description

  public var jsonKey: String { rawValue }

  public var csvColumn: String {
    switch self {
    case .salePrice: "sale price"
    case .listPrice: "list price"
    case .inStock: "in stock"
    default: rawValue
    }
  }

  /// The field a CSV header cell names: "Sale Price", "sale_price" and "salePrice" all give `.salePrice`.
  static func forCSVHeader(_ header: String) -> CatalogField? {
    let key = header.lowercased().filter { $0.isLetter }
    if key == "categorypath" { return .category }
    if key == "reviewcount" { return .reviews }
    return allCases.first { $0.rawValue.lowercased() == key }
  }
}

/// A product's values once read from a file, before the catalog's rules are checked.
struct CatalogEntryValues {
  var sku: String
  var name: String
  var manufacturer: String
  var category: String
  var salePrice: Int
  var listPrice: Int
  var inStock: Bool
  var rating: Double
  var reviews: Int
  var url: String
  var description: String
}

/// The catalog's rules, shared by the JSON and CSV readers.
struct CatalogRules {
  var file: String
  /// How the format names a field in messages (the JSON key or the CSV column).
  var fieldName: (CatalogField) -> String

  func fail(_ entry: String, _ field: CatalogField?, _ problem: String) -> PriceCatalogError {
    .badEntry(file: file, entry: entry, field: field.map(fieldName) ?? "", problem: problem)
  }

  /// "line 7 (sku BL-102)", or just "line 7" when the sku itself is unusable.
  static func entry(_ place: String, sku: String?) -> String {
    guard let sku, CatalogText.problem(in: sku, maximumLength: PriceCatalogLimits.maximumSKULength) == nil,
      !sku.contains(where: \.isWhitespace)
    else {
      return place
    }
    return "\(place) (sku \(sku))"
  }

  /// Checks one product's values; the error names `entry` and the field.
  func product(_ values: CatalogEntryValues, entry: String) throws(PriceCatalogError) -> Product {
    let texts: [(CatalogField, String, Int)] = [
      (.sku, values.sku, PriceCatalogLimits.maximumSKULength),
      (.name, values.name, PriceCatalogLimits.maximumNameLength),
      (.manufacturer, values.manufacturer, PriceCatalogLimits.maximumManufacturerLength),
      (.url, values.url, PriceCatalogLimits.maximumURLLength),
      (.description, values.description, PriceCatalogLimits.maximumDescriptionLength),
    ]
    for (field, text, limit) in texts {
      if let problem = CatalogText.problem(in: text, maximumLength: limit) { throw fail(entry, field, problem) }
    }
    if values.sku.contains(where: { $0.isWhitespace }) { throw fail(entry, .sku, "contains a space") }
    let url = values.url.lowercased()
    if !(url.hasPrefix("https://") || url.hasPrefix("http://")) || values.url.contains(where: \.isWhitespace) {
      throw fail(entry, .url, "\"\(values.url)\" is not a web address starting with https://")
    }
    let path = try categoryPath(values.category, entry: entry)
    for (field, cents) in [(CatalogField.salePrice, values.salePrice), (.listPrice, values.listPrice)] {
      if cents < PriceCatalogLimits.minimumPrice || cents > PriceCatalogLimits.maximumPrice {
        throw fail(
          entry, field,
          "\(PriceText.dollars(cents)) is outside \(PriceText.dollars(PriceCatalogLimits.minimumPrice))–\(PriceText.dollars(PriceCatalogLimits.maximumPrice))"
        )
      }
    }
    if values.listPrice < values.salePrice {
      throw fail(
        entry, .listPrice,
        "\(PriceText.dollars(values.listPrice)) is below the sale price \(PriceText.dollars(values.salePrice))")
    }
    if !(0...5).contains(values.rating) { throw fail(entry, .rating, "\(values.rating) is not between 0 and 5") }
    if values.reviews < 0 || values.reviews > PriceCatalogLimits.maximumReviews {
      throw fail(entry, .reviews, "\(values.reviews) is not between 0 and \(PriceCatalogLimits.maximumReviews)")
    }
    return Product(
      sku: values.sku, name: values.name, manufacturer: values.manufacturer, categoryPath: path,
      salePrice: values.salePrice, listPrice: values.listPrice, inStock: values.inStock, rating: values.rating,
      reviewCount: values.reviews, url: values.url, description: values.description)
  }

  /// The levels of "A > B > C", each a tidy name.
  func categoryPath(_ text: String, entry: String, field: CatalogField = .category) throws(PriceCatalogError) -> [String] {
    let levels = CategoryPath.levels(text)
    if levels.count > PriceCatalogLimits.maximumCategoryLevels {
      throw fail(entry, field, "has \(levels.count) levels; the limit is \(PriceCatalogLimits.maximumCategoryLevels)")
    }
    for (index, level) in levels.enumerated() {
      if let problem = CatalogText.problem(in: level, maximumLength: PriceCatalogLimits.maximumCategoryLength) {
        throw fail(entry, field, "level \(index + 1) \(problem)")
      }
    }
    return levels
  }

  /// The whole catalog: skus unique, no category with both products and subcategories, a valid default.
  func catalog(
    _ products: [(product: Product, entry: String)], defaultCategory: [String]?, defaultEntry: String
  ) throws(PriceCatalogError) -> PriceCatalog {
    guard !products.isEmpty else { throw .empty(file: file) }
    var skus: [String: String] = [:]
    var leaves: [[String]: String] = [:]
    var inner: [[String]: String] = [:]
    for (product, entry) in products {
      if let earlier = skus[product.sku] { throw fail(entry, .sku, "\(product.sku) is also used by \(earlier)") }
      skus[product.sku] = entry
      let path = product.categoryPath
      if let earlier = inner[path] {
        throw fail(
          entry, .category,
          "\"\(CategoryPath.text(path))\" has subcategories (\(earlier)); products go only in categories without subcategories")
      }
      for length in 1..<max(1, path.count) {
        let prefix = Array(path.prefix(length))
        if let earlier = leaves[prefix] {
          throw fail(
            entry, .category,
            "\"\(CategoryPath.text(prefix))\" holds products (\(earlier)), so it cannot have subcategories")
        }
        inner[prefix] = inner[prefix] ?? entry
      }
      leaves[path] = leaves[path] ?? entry
    }
    if let defaultCategory, leaves[defaultCategory] == nil {
      throw .badEntry(
        file: file, entry: defaultEntry, field: "",
        problem: "\"\(CategoryPath.text(defaultCategory))\" is not a category holding products")
    }
    return PriceCatalog(products: products.map(\.product), defaultCategory: defaultCategory)
  }
}
