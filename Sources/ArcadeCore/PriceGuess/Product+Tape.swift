/// A product on a PriceGuess tape: every field the question screen and the round's record read, bounded as the
/// catalog bounds it, so any product a catalog holds can be written and read back.
extension Product {
  /// The most UTF-8 bytes a catalog text of `characters` characters may take (`CatalogText` holds it to this).
  static func tapeBytes(_ characters: Int) -> Int { 4 * characters }

  func write(to tape: inout TapeWriter) {
    tape.text(sku)
    tape.text(name)
    tape.text(manufacturer)
    Self.write(path: categoryPath, to: &tape)
    tape.count(salePrice)
    tape.count(listPrice)
    // Catalog ratings are nearly always tenths (4.5): one byte then, all eight of the number otherwise.
    let tenths = (rating * 10).rounded()
    let inTenths = tenths / 10 == rating && (0...50).contains(tenths)
    tape.byte((inStock ? 1 : 0) | (inTenths ? 2 : 0))
    if inTenths { tape.count(Int(tenths)) } else { tape.varint(rating.bitPattern) }
    tape.count(reviewCount)
    tape.text(url)
    tape.text(description)
  }

  static func read(from tape: inout TapeReader) throws(TapeError) -> Product {
    let limits = PriceCatalogLimits.self
    let sku = try tape.text(maximumBytes: tapeBytes(limits.maximumSKULength))
    let name = try tape.text(maximumBytes: tapeBytes(limits.maximumNameLength))
    let manufacturer = try tape.text(maximumBytes: tapeBytes(limits.maximumManufacturerLength))
    let path = try readPath(from: &tape)
    let sale = try tape.count(in: limits.minimumPrice...limits.maximumPrice, "a sale price")
    let list = try tape.count(in: sale...limits.maximumPrice, "a list price")
    let flags = try tape.byte()
    guard flags < 4 else { throw .malformed("unknown product flags") }
    let rating: Double
    if flags & 2 != 0 {
      rating = Double(try tape.count(in: 0...50, "a rating in tenths")) / 10
    } else {
      rating = Double(bitPattern: try tape.varint())
      guard (0...5).contains(rating) else { throw .malformed("a rating that is not from 0 to 5") }
    }
    let reviews = try tape.count(in: 0...limits.maximumReviews, "a number of reviews")
    let url = try tape.text(maximumBytes: tapeBytes(limits.maximumURLLength))
    let description = try tape.text(maximumBytes: tapeBytes(limits.maximumDescriptionLength))
    return Product(
      sku: sku, name: name, manufacturer: manufacturer, categoryPath: path, salePrice: sale, listPrice: list,
      inStock: flags & 1 != 0, rating: rating, reviewCount: reviews, url: url, description: description)
  }

  /// A category path: its levels, at most as many as a catalog allows.
  static func write(path: [String], to tape: inout TapeWriter) {
    tape.count(path.count)
    for level in path { tape.text(level) }
  }

  static func readPath(from tape: inout TapeReader) throws(TapeError) -> [String] {
    let limits = PriceCatalogLimits.self
    var path: [String] = []
    for _ in 0..<(try tape.count(in: 1...limits.maximumCategoryLevels, "a number of category levels")) {
      path.append(try tape.text(maximumBytes: tapeBytes(limits.maximumCategoryLength)))
    }
    return path
  }
}
