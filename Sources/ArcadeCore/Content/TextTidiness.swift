/// The tidiness rules every text entry of a content file follows, checked when the file is loaded.
///
/// An entry is non-empty, has no leading or trailing space, no two spaces in a
/// row, no tabs or line breaks, no alternatives packed into one entry with
/// "/", "," , ";" or "|" (each alternative is its own entry), no control or
/// bidirectional override characters, and fits the
/// screen (`maximumLength` characters).
public enum TextTidiness {
  /// Characters that would pack several alternatives into one entry.
  public static let alternativeSeparators: Set<Character> = ["/", ",", ";", "|"]

  /// What is wrong with `text`, in words for an error message, or nil when it is tidy.
  public static func problem(in text: String, maximumLength: Int? = nil) -> String? {
    if text.isEmpty { return "is empty" }
    if let first = text.first, first.isWhitespace { return "starts with a space" }
    if let last = text.last, last.isWhitespace { return "ends with a space" }
    if text.contains(where: { $0.isWhitespace && $0 != " " }) { return "contains a tab or line break" }
    if text.contains("  ") { return "has two spaces in a row" }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "contains a control character"
    }
    // Embedding, override and isolate marks make text display in another order than stored.
    if text.unicodeScalars.contains(where: { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) {
      return "contains a bidirectional override character"
    }
    if let separator = text.first(where: { alternativeSeparators.contains($0) }) {
      return "packs alternatives into one entry with \"\(separator)\"; give each alternative its own pair"
    }
    if let maximumLength, text.count > maximumLength {
      return "is \(text.count) characters long; at most \(maximumLength) fit the screen"
    }
    return nil
  }
}
