/// A named list of words to hide, as shipped in `data/wordsearch/*.txt` (see its README for the format).
public struct WordSearchTheme: Sendable, Hashable {
  public var name: String
  /// As written in the file ("ice cream", "Café"); each has at least three letters A–Z and no two the same letters.
  public var words: [String]
  /// Set when the file is not the shipped one of its name (changed, or added by the player): its rounds go on
  /// boards of their own (`ContentEdition`). Nil for a shipped theme.
  public var edition: String?

  public init(name: String, words: [String], edition: String? = nil) {
    self.name = name
    self.words = words
    self.edition = edition
  }

  /// The theme the game offers first.
  public static let defaultName = "Mobile"

  /// The theme called `name` (any case), if one is in the list.
  public static func named(_ name: String, in themes: [WordSearchTheme]) -> WordSearchTheme? {
    themes.first { $0.name.lowercased() == name.lowercased() }
  }
}
