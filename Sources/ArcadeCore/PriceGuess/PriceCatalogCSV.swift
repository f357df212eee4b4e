import CSV
import Foundation

extension PriceCatalog {
  /// Decodes and checks a CSV catalog whose header row names the columns (see data/priceguess/README.md).
  ///
  /// Entries are named by line and sku ("line 7 (sku BL-102)"); a row's line is where it starts,
  /// counting the line breaks inside quoted fields of the rows before it.
  public init(csv data: Data, file: String) throws(PriceCatalogError) {
    if data.count > PriceCatalogLimits.maximumBytes {
      throw .tooLarge(file: file, bytes: data.count, limit: PriceCatalogLimits.maximumBytes)
    }
    guard var text = String(validating: data, as: UTF8.self) else {
      throw .malformed(file: file, problem: "not UTF-8 text")
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let reader: CSVReader
    do {
      reader = try CSVReader(string: text, hasHeaderRow: true)
    } catch {
      throw .malformed(file: file, problem: "has no header row")
    }
    let columns = try Self.columns(reader.headerRow ?? [], file: file)
    let rules = CatalogRules(file: file, fieldName: \.csvColumn)
    var line = 2 + Self.lineBreaks(in: reader.headerRow ?? [])
    var products: [(product: Product, entry: String)] = []
    while let row = reader.next() {
      let start = line
      line += 1 + Self.lineBreaks(in: row)
      if row.count == 1, row[0].isEmpty { continue }  // a blank line
      if products.count == PriceCatalogLimits.maximumProducts {
        throw .tooManyProducts(file: file, limit: PriceCatalogLimits.maximumProducts)
      }
      let sku = columns[.sku].flatMap { $0 < row.count ? row[$0] : nil }
      let entry = CatalogRules.entry("line \(start)", sku: sku)
      guard row.count == columns.count else {
        throw .badEntry(
          file: file, entry: entry, field: "",
          problem: "has \(row.count) fields; the header has \(columns.count) (a quote left open?)")
      }
      let values = try Self.values(of: row, columns: columns, entry: entry, rules: rules)
      products.append((try rules.product(values, entry: entry), entry))
    }
    try self = rules.catalog(products, defaultCategory: nil, defaultEntry: "")
  }

  /// Which column holds each field; every field once, no other columns.
  private static func columns(_ header: [String], file: String) throws(PriceCatalogError) -> [CatalogField: Int] {
    var columns: [CatalogField: Int] = [:]
    for (index, cell) in header.enumerated() {
      let name = cell.trimmingCharacters(in: .whitespaces)
      guard let field = CatalogField.forCSVHeader(name) else {
        throw .malformed(file: file, problem: "header: \"\(name)\" is not a column of a catalog (\(expectedHeader))")
      }
      if columns[field] != nil { throw .malformed(file: file, problem: "header: \"\(name)\" appears twice") }
      columns[field] = index
    }
    if let missing = CatalogField.allCases.first(where: { columns[$0] == nil }) {
      throw .malformed(file: file, problem: "header: no \"\(missing.csvColumn)\" column (\(expectedHeader))")
    }
    return columns
  }

  /// The header row a CSV catalog starts with.
  public static var expectedHeader: String { CatalogField.allCases.map(\.csvColumn).joined(separator: ",") }

  private static func values(
    of row: [String], columns: [CatalogField: Int], entry: String, rules: CatalogRules
  ) throws(PriceCatalogError) -> CatalogEntryValues {
    func cell(_ field: CatalogField) -> String { row[columns[field]!] }
    func price(_ field: CatalogField) throws(PriceCatalogError) -> Int {
      guard let cents = CatalogText.cents(cell(field)) else {
        throw rules.fail(entry, field, "\"\(cell(field))\" is not a price like 49.99")
      }
      return cents
    }
    guard let inStock = CatalogText.inStock(cell(.inStock)) else {
      throw rules.fail(entry, .inStock, "\"\(cell(.inStock))\" is not yes or no")
    }
    guard let rating = Double(cell(.rating)), rating.isFinite else {
      throw rules.fail(entry, .rating, "\"\(cell(.rating))\" is not a number like 4.5")
    }
    guard let reviews = CatalogText.count(cell(.reviews)) else {
      throw rules.fail(entry, .reviews, "\"\(cell(.reviews))\" is not a whole number")
    }
    return CatalogEntryValues(
      sku: cell(.sku), name: cell(.name), manufacturer: cell(.manufacturer), category: cell(.category),
      salePrice: try price(.salePrice), listPrice: try price(.listPrice), inStock: inStock, rating: rating,
      reviews: reviews, url: cell(.url), description: cell(.description))
  }

  private static func lineBreaks(in row: [String]) -> Int {
    row.reduce(0) { count, field in count + field.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
  }

  /// Decodes a catalog file by its name: CSV for `.csv`, JSON otherwise.
  public init(data: Data, file: String) throws(PriceCatalogError) {
    if file.lowercased().hasSuffix(".csv") {
      try self.init(csv: data, file: file)
    } else {
      try self.init(json: data, file: file)
    }
    edition = ContentEdition.of(data, shipped: ShippedContent.catalog)
  }
}
