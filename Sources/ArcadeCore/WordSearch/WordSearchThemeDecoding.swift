import Foundation

extension WordSearchTheme {
  /// Larger files are refused before they are read line by line.
  public static let maximumFileBytes = 256 * 1024
  public static let maximumWords = 2000
  /// Characters of a word as shown, so the word list fits a narrow screen.
  public static let maximumWordLength = 24

  /// Decodes and checks a theme file; `file` names it in error messages.
  ///
  /// The first line that is not blank or a `#` comment is `theme: Name`; every later one is a word.
  public init(decoding data: Data, file: String) throws(ContentError) {
    guard data.count <= Self.maximumFileBytes else {
      throw .tooLarge(file: file, bytes: data.count, limit: Self.maximumFileBytes)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(file: file, reason: "not UTF-8 text")
    }
    var name: String?
    var words: [String] = []
    var firstLine: [[UInt8]: (line: Int, word: String)] = [:]
    for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
      let number = offset + 1
      let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
      if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
      guard let themeName = name else {
        name = try Self.name(in: line, file: file, line: number)
        continue
      }
      if let problem = Self.problem(in: line) {
        throw .badLine(file: file, line: number, problem: "\(Self.quoted(line)) \(problem)")
      }
      let letters = WordLetters.normalized(line)
      if letters.count < WordSearchGenerator.minimumLetters {
        throw .badLine(
          file: file, line: number,
          problem: "\(Self.quoted(line)) has \(letters.count) letters A–Z; a word needs at least \(WordSearchGenerator.minimumLetters)")
      }
      if let earlier = firstLine[letters] {
        throw .badLine(
          file: file, line: number,
          problem: "\(Self.quoted(line)) is hidden as the same letters as \(Self.quoted(earlier.word)) on line \(earlier.line) (\(themeName))")
      }
      firstLine[letters] = (number, line)
      words.append(line)
      if words.count > Self.maximumWords {
        throw .tooManyEntries(file: file, count: words.count, limit: Self.maximumWords)
      }
    }
    guard let name else { throw .badLine(file: file, line: 1, problem: "the file has no \"theme: Name\" line") }
    guard !words.isEmpty else { throw .emptyList(file: file) }
    let fileName = String(file.split(separator: "/").last ?? Substring(file))
    self.init(name: name, words: words, edition: ContentEdition.of(data, shipped: ShippedContent.themes[fileName]))
  }

  private static func name(in line: String, file: String, line number: Int) throws(ContentError) -> String {
    guard line.lowercased().hasPrefix("theme:") else {
      throw .badLine(file: file, line: number, problem: "expected \"theme: Name\" before the words")
    }
    let name = String(line.dropFirst("theme:".count).drop(while: { $0 == " " }))
    if name.isEmpty { throw .badLine(file: file, line: number, problem: "the theme has no name after \"theme:\"") }
    if let problem = problem(in: name) {
      throw .badLine(file: file, line: number, problem: "the theme name \(quoted(name)) \(problem)")
    }
    return name
  }

  /// What is wrong with a word or name as written, or nil.
  public static func problem(in text: String) -> String? {
    if text.unicodeScalars.contains(where: isDirectionMark) {
      return "contains a bidirectional control character, which can make text show in another order"
    }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "contains a control character"
    }
    if let first = text.first, first.isWhitespace { return "starts with a space" }
    if let last = text.last, last.isWhitespace { return "ends with a space" }
    if text.contains("  ") { return "has two spaces in a row" }
    if text.count > maximumWordLength { return "is longer than \(maximumWordLength) characters" }
    return nil
  }

  private static func isDirectionMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The entry in quotes with any control characters shown as code points, safe to print.
  public static func quoted(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      let category = scalar.properties.generalCategory
      if category == .control || category == .format || isDirectionMark(scalar) {
        shown += "U+" + String(scalar.value, radix: 16, uppercase: true)
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return "\"\(shown)\""
  }
}
