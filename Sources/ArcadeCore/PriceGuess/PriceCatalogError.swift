/// Why a product catalog could not be used; the description names the file, the entry and the field.
public enum PriceCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, no permission…).
  case unreadable(file: String, reason: String)
  /// Bigger than `PriceCatalogLimits.maximumBytes`.
  case tooLarge(file: String, bytes: Int, limit: Int)
  /// More than `PriceCatalogLimits.maximumProducts` products.
  case tooManyProducts(file: String, limit: Int)
  /// The file as a whole is wrong: not JSON, not UTF-8, a bad CSV header, an unknown format version.
  case malformed(file: String, problem: String)
  /// One product is wrong: `entry` is "products[3] (sku BL-102)" or "line 7 (sku BL-102)".
  case badEntry(file: String, entry: String, field: String, problem: String)
  /// The file holds no products.
  case empty(file: String)

  public var file: String {
    switch self {
    case .unreadable(let file, _), .tooLarge(let file, _, _), .tooManyProducts(let file, _), .malformed(let file, _),
      .badEntry(let file, _, _, _), .empty(let file):
      file
    }
  }

  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "\(file): cannot be read (\(reason))"
    case .tooLarge(let file, let bytes, let limit):
      "\(file): \(bytes) bytes is over the catalog size limit of \(limit) bytes"
    case .tooManyProducts(let file, let limit):
      "\(file): more than \(limit) products, the catalog limit"
    case .malformed(let file, let problem):
      "\(file): \(problem)"
    case .badEntry(let file, let entry, let field, let problem):
      field.isEmpty ? "\(file): \(entry): \(problem)" : "\(file): \(entry): \(field): \(problem)"
    case .empty(let file):
      "\(file): the catalog has no products"
    }
  }
}

/// Limits no hand-written catalog comes near; they keep a wrong file from exhausting memory or the screen.
public enum PriceCatalogLimits {
  public static let maximumBytes = 64 * 1024 * 1024
  public static let maximumProducts = 200_000
  public static let maximumSKULength = 32
  public static let maximumNameLength = 80
  public static let maximumManufacturerLength = 40
  public static let maximumCategoryLength = 40
  public static let maximumCategoryLevels = 6
  public static let maximumDescriptionLength = 300
  public static let maximumURLLength = 300
  /// $1.00: a wrong price is never below $1, so neither is a right one.
  public static let minimumPrice = 100
  /// $1,000,000.00.
  public static let maximumPrice = 100_000_000
  public static let maximumReviews = 100_000_000
}
