import Foundation

@testable import ArcadeCore

extension Product {
  /// A product with the given price (cents) in the given category; the other fields are tidy placeholders.
  static func mock(_ sku: String, price: Int = 4_999, category: [String] = ["Kitchen", "Small Appliances", "Blenders"]) -> Product {
    Product(
      sku: sku, name: "Test product \(sku)", manufacturer: "Testware", categoryPath: category, salePrice: price,
      listPrice: price, inStock: true, rating: 4.5, reviewCount: 12, url: "https://shop.example/p/\(sku.lowercased())",
      description: "A product for tests.")
  }
}

extension PriceCatalog {
  /// Furniture → Accent Furniture → Accent Tables → End Tables (3 products) and Console Tables (2);
  /// Kitchen → Small Appliances → Blenders (4) and Toasters (2); Decor → Vases (1).
  static let mock = PriceCatalog(
    products: (1...3).map { Product.mock("END-\($0)", price: 9_900 + $0 * 100, category: endTables) }
      + (1...2).map { Product.mock("CON-\($0)", price: 19_900 + $0 * 100, category: consoleTables) }
      + (1...4).map { Product.mock("BLN-\($0)", price: 4_999 + $0 * 1000) }
      + (1...2).map { Product.mock("TST-\($0)", price: 2_995 + $0 * 100, category: ["Kitchen", "Small Appliances", "Toasters"]) }
      + [Product.mock("VAS-1", price: 1_250, category: ["Decor", "Vases"])],
    defaultCategory: ["Kitchen", "Small Appliances", "Blenders"])

  static let endTables = ["Furniture", "Accent Furniture", "Accent Tables", "End Tables"]
  static let consoleTables = ["Furniture", "Accent Furniture", "Accent Tables", "Console Tables"]
}

extension ShippedData {
  static let priceGuessCatalog = root + "/data/priceguess/catalog.json"
}

/// A JSON catalog text with `products` (JSON objects) and the default category Blenders.
func catalogJSON(_ products: [String], defaultCategory: String? = "Kitchen > Small Appliances > Blenders") -> Data {
  let head = defaultCategory.map { "\"defaultCategory\": \"\($0)\", " } ?? ""
  return Data("{\"format\": 1, \(head)\"products\": [\(products.joined(separator: ", "))]}".utf8)
}

/// One product as a JSON object; `replacing` swaps a field's JSON text (nil drops the field).
func productJSON(sku: String = "BL-1", replacing changes: [String: String?] = [:]) -> String {
  var fields: [(String, String)] = [
    ("sku", "\"\(sku)\""), ("name", "\"Glacier Blender\""), ("manufacturer", "\"Calder\""),
    ("category", "\"Kitchen > Small Appliances > Blenders\""), ("salePrice", "59.99"), ("listPrice", "79.99"),
    ("inStock", "true"), ("rating", "4.3"), ("reviews", "812"), ("url", "\"https://shop.example/p/bl-1\""),
    ("description", "\"A 56-ounce glass jar.\""),
  ]
  for (key, value) in changes {
    if let index = fields.firstIndex(where: { $0.0 == key }) {
      if let value { fields[index].1 = value } else { fields.remove(at: index) }
    } else if let value {
      fields.append((key, value))
    }
  }
  return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
}

let csvHeader = "sku,name,manufacturer,category,sale price,list price,in stock,rating,reviews,url,description"

/// One CSV row; `replacing` swaps a column's cell text by its column name.
func csvRow(sku: String = "BL-1", replacing changes: [String: String] = [:]) -> String {
  let columns = csvHeader.split(separator: ",").map(String.init)
  var cells: [String: String] = [
    "sku": sku, "name": "Glacier Blender", "manufacturer": "Calder", "category": "Kitchen > Small Appliances > Blenders",
    "sale price": "59.99", "list price": "79.99", "in stock": "yes", "rating": "4.3", "reviews": "812",
    "url": "https://shop.example/p/bl-1", "description": "\"A 56-ounce glass jar, five speeds.\"",
  ]
  for (key, value) in changes { cells[key] = value }
  return columns.map { cells[$0]! }.joined(separator: ",")
}

/// The message a decode gives, or nil when it succeeds.
func catalogError(_ body: () throws(PriceCatalogError) -> PriceCatalog) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return error.description
  }
}
