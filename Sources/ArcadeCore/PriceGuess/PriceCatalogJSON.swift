import Foundation

extension PriceCatalog {
  /// The JSON format version this program reads.
  public static let currentFormat = 1

  /// Decodes and checks a JSON catalog (see data/priceguess/README.md); `file` names it in errors.
  public init(json data: Data, file: String) throws(PriceCatalogError) {
    if data.count > PriceCatalogLimits.maximumBytes {
      throw .tooLarge(file: file, bytes: data.count, limit: PriceCatalogLimits.maximumBytes)
    }
    // A good file decodes into typed fields without a single thrown error; only a bad one takes the
    // loose path, which keeps each value as it is so the message can name the product's sku.
    if let typed = try? JSONDecoder().decode(TypedCatalogFile.self, from: data), typed.format == Self.currentFormat {
      try self.init(typed: typed, file: file)
      return
    }
    let body: JSONCatalogFile
    do {
      body = try JSONDecoder().decode(JSONCatalogFile.self, from: data)
    } catch let error as DecodingError {
      throw Self.jsonError(error, file: file, data: data)
    } catch {
      throw .malformed(file: file, problem: "not valid JSON")
    }
    guard body.format == Self.currentFormat else {
      throw .malformed(file: file, problem: "format \(body.format) is not supported (this version reads format \(Self.currentFormat))")
    }
    if body.products.count > PriceCatalogLimits.maximumProducts {
      throw .tooManyProducts(file: file, limit: PriceCatalogLimits.maximumProducts)
    }
    let rules = CatalogRules(file: file, fieldName: \.jsonKey)
    var defaultPath: [String]?
    if let text = body.defaultCategory {
      defaultPath = try rules.categoryPath(text, entry: "defaultCategory")
    }
    var products: [(product: Product, entry: String)] = []
    products.reserveCapacity(body.products.count)
    for (index, object) in body.products.enumerated() {
      let entry = CatalogRules.entry("products[\(index)]", sku: object["sku"]?.string)
      let values = try Self.values(of: object, entry: entry, rules: rules)
      products.append((try rules.product(values, entry: entry), entry))
    }
    try self = rules.catalog(products, defaultCategory: defaultPath, defaultEntry: "defaultCategory")
  }

  private init(typed: TypedCatalogFile, file: String) throws(PriceCatalogError) {
    if typed.products.count > PriceCatalogLimits.maximumProducts {
      throw .tooManyProducts(file: file, limit: PriceCatalogLimits.maximumProducts)
    }
    let rules = CatalogRules(file: file, fieldName: \.jsonKey)
    let defaultPath = try typed.defaultCategory.map { text throws(PriceCatalogError) in
      try rules.categoryPath(text, entry: "defaultCategory")
    }
    var products: [(product: Product, entry: String)] = []
    products.reserveCapacity(typed.products.count)
    for (index, values) in typed.products.enumerated() {
      let entry = CatalogRules.entry("products[\(index)]", sku: values.values.sku)
      products.append((try rules.product(values.values, entry: entry), entry))
    }
    try self = rules.catalog(products, defaultCategory: defaultPath, defaultEntry: "defaultCategory")
  }

  private static func values(
    of object: [String: JSONScalar], entry: String, rules: CatalogRules
  ) throws(PriceCatalogError) -> CatalogEntryValues {
    if let unknown = object.keys.sorted().first(where: { CatalogField(rawValue: $0) == nil }) {
      throw .badEntry(file: rules.file, entry: entry, field: unknown, problem: "is not a product field")
    }
    func value(_ field: CatalogField) throws(PriceCatalogError) -> JSONScalar {
      guard let value = object[field.jsonKey], value != .null else { throw rules.fail(entry, field, "is missing") }
      return value
    }
    func text(_ field: CatalogField) throws(PriceCatalogError) -> String {
      guard let text = try value(field).string else { throw rules.fail(entry, field, "expected a string") }
      return text
    }
    func number(_ field: CatalogField) throws(PriceCatalogError) -> Double {
      guard case .number(let number) = try value(field) else { throw rules.fail(entry, field, "expected a number") }
      return number
    }
    func price(_ field: CatalogField) throws(PriceCatalogError) -> Int {
      let number = try number(field)
      guard let cents = CatalogText.cents(number) else {
        throw rules.fail(entry, field, "\(number) is not a price in dollars and cents, like 49.99")
      }
      return cents
    }
    guard case .bool(let inStock) = try value(.inStock) else {
      throw rules.fail(entry, .inStock, "expected true or false")
    }
    let reviews = try number(.reviews)
    guard reviews.rounded() == reviews, abs(reviews) < 1e12 else {
      throw rules.fail(entry, .reviews, "expected a whole number")
    }
    return CatalogEntryValues(
      sku: try text(.sku), name: try text(.name), manufacturer: try text(.manufacturer),
      category: try text(.category), salePrice: try price(.salePrice), listPrice: try price(.listPrice),
      inStock: inStock, rating: try number(.rating), reviews: Int(reviews), url: try text(.url),
      description: try text(.description))
  }

  private static func jsonError(_ error: DecodingError, file: String, data: Data) -> PriceCatalogError {
    func place(_ path: [any CodingKey]) -> String {
      path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
    }
    switch error {
    case .keyNotFound(let key, _):
      return .malformed(file: file, problem: "\(key.stringValue): is missing")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      if context.codingPath.count >= 2, context.codingPath[0].stringValue == "products", let index = context.codingPath[1].intValue {
        return .badEntry(file: file, entry: "products[\(index)]", field: "", problem: "expected an object of product fields")
      }
      return .malformed(file: file, problem: "\(place(context.codingPath)): has the wrong type")
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      return .malformed(file: file, problem: "\(place(context.codingPath)): \(context.debugDescription)")
    default:
      return .malformed(file: file, problem: JSONSyntaxProblem.describe(data, withDetail: false))
    }
  }
}

/// The top of a JSON catalog file.
private struct JSONCatalogFile: Decodable {
  var format: Int
  var defaultCategory: String?
  var products: [[String: JSONScalar]]
}

/// A catalog file whose every product has every field of the right type and no other.
private struct TypedCatalogFile: Decodable {
  var format: Int
  var defaultCategory: String?
  var products: [TypedProduct]
}

private struct TypedProduct: Decodable {
  var values: CatalogEntryValues

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(_ field: CatalogField) { stringValue = field.jsonKey }
  }

  private struct UnknownField: Error {}

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    if container.allKeys.contains(where: { CatalogField(rawValue: $0.stringValue) == nil }) { throw UnknownField() }
    func text(_ field: CatalogField) throws -> String { try container.decode(String.self, forKey: Key(field)) }
    func price(_ field: CatalogField) throws -> Int {
      guard let cents = CatalogText.cents(try container.decode(Double.self, forKey: Key(field))) else { throw UnknownField() }
      return cents
    }
    values = CatalogEntryValues(
      sku: try text(.sku), name: try text(.name), manufacturer: try text(.manufacturer), category: try text(.category),
      salePrice: try price(.salePrice), listPrice: try price(.listPrice),
      inStock: try container.decode(Bool.self, forKey: Key(.inStock)),
      rating: try container.decode(Double.self, forKey: Key(.rating)),
      reviews: try container.decode(Int.self, forKey: Key(.reviews)), url: try text(.url),
      description: try text(.description))
  }
}

/// One value of a product object, kept loose so a wrong type is reported with the product's sku.
enum JSONScalar: Decodable, Equatable {
  case string(String), number(Double), bool(Bool), null, other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else {
      self = .other
    }
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
