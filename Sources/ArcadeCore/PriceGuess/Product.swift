/// One product of the catalog: what the question screen shows and the price the player guesses.
public struct Product: Sendable, Hashable, Codable {
  public var sku: String
  public var name: String
  public var manufacturer: String
  /// From the top category down to the one holding the product, e.g. ["Kitchen", "Small Appliances", "Blenders"].
  public var categoryPath: [String]
  /// The price asked for, in cents.
  public var salePrice: Int
  /// The price before any reduction, in cents; never below the sale price.
  public var listPrice: Int
  public var inStock: Bool
  /// Average rating out of 5.
  public var rating: Double
  public var reviewCount: Int
  public var url: String
  public var description: String

  public init(
    sku: String, name: String, manufacturer: String, categoryPath: [String], salePrice: Int, listPrice: Int,
    inStock: Bool, rating: Double, reviewCount: Int, url: String, description: String
  ) {
    self.sku = sku
    self.name = name
    self.manufacturer = manufacturer
    self.categoryPath = categoryPath
    self.salePrice = salePrice
    self.listPrice = listPrice
    self.inStock = inStock
    self.rating = rating
    self.reviewCount = reviewCount
    self.url = url
    self.description = description
  }

  /// The category path as people write it: "Kitchen > Small Appliances > Blenders".
  public var categoryText: String { CategoryPath.text(categoryPath) }
}

/// How a category path is written in files, flags and records.
public enum CategoryPath {
  public static let separator = " > "

  public static func text(_ path: [String]) -> String { path.joined(separator: separator) }

  /// The levels of "A > B > C", each trimmed; empty levels are kept so validation can name them.
  public static func levels(_ text: String) -> [String] {
    text.split(separator: ">", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }
}
