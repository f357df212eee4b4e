/// The rules every text field of a catalog follows, and the parsing of its numbers.
enum CatalogText {
  /// What is wrong with `text`, or nil: empty, spaces at the ends, control or bidi-override characters, too long.
  static func problem(in text: String, maximumLength: Int) -> String? {
    if text.isEmpty { return "is empty" }
    // Nearly every field is printable ASCII: a byte is a character, and the only space is " ". Looking
    // up each scalar's Unicode category was most of the time of loading a large catalog.
    let utf8 = text.utf8
    if utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
      if utf8.first == 0x20 { return "starts with a space" }
      if utf8.last == 0x20 { return "ends with a space" }
      return utf8.count > maximumLength ? "is \(utf8.count) characters long; the limit is \(maximumLength)" : nil
    }
    if let first = text.first, first.isWhitespace { return "starts with a space" }
    if let last = text.last, last.isWhitespace { return "ends with a space" }
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        return "contains a control character (U+\(hex(scalar.value)))"
      }
      if isBidiControl(scalar.value) {
        return "contains a bidirectional override character (U+\(hex(scalar.value)))"
      }
    }
    // Counting characters means finding grapheme breaks, slow over 100,000 products; there are never
    // more characters than scalars, so only a text with many scalars is counted.
    if text.unicodeScalars.count > maximumLength, text.count > maximumLength {
      return "is \(text.count) characters long; the limit is \(maximumLength)"
    }
    // A character may be many scalars; a round's tape keeps the product, and reads back at most four bytes a character.
    if utf8.count > Product.tapeBytes(maximumLength) {
      return "is \(utf8.count) bytes long; the limit is \(Product.tapeBytes(maximumLength))"
    }
    return nil
  }

  /// Embedding, override, isolate and mark characters, which can make text show in another order than stored.
  static func isBidiControl(_ value: UInt32) -> Bool {
    switch value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Cents of "49.99", "49.9", "49" or "$49.99"; nil for anything else.
  static func cents(_ text: String) -> Int? {
    var body = Substring(text)
    if body.first == "$" { body = body.dropFirst() }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let wholeText = parts.first, !wholeText.isEmpty, wholeText.count <= 9,
      wholeText.allSatisfy(\.isASCIIDigit), let whole = Int(wholeText)
    else { return nil }
    var fraction = 0
    if parts.count == 2 {
      let digits = parts[1]
      guard (1...2).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else { return nil }
      fraction = digits.count == 1 ? value * 10 : value
    }
    return whole * 100 + fraction
  }

  /// Cents of a JSON number with at most two decimals; nil for 49.999 or a non-finite value.
  static func cents(_ value: Double) -> Int? {
    guard value.isFinite, value >= 0, value < 1e10 else { return nil }
    let scaled = value * 100
    let rounded = scaled.rounded()
    guard abs(scaled - rounded) < 1e-6 else { return nil }
    return Int(rounded)
  }

  /// A plain non-negative whole number, "1234".
  static func count(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 12, text.allSatisfy(\.isASCIIDigit) else { return nil }
    return Int(text)
  }

  /// yes/no, true/false, 1/0, "in stock"/"out of stock", any case.
  static func inStock(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes", "true", "1", "in stock", "y": true
    case "no", "false", "0", "out of stock", "n": false
    default: nil
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
