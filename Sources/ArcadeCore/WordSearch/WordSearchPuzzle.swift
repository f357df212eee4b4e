/// A finished word search: the square grid of letters, where each listed word is, and what was left out.
///
/// Every listed word reads exactly once in the grid, in any of the eight directions
/// (a palindrome's two readings of the same cells count once).
public struct WordSearchPuzzle: Sendable, Hashable {
  public let size: Int
  public let difficulty: WordSearchDifficulty
  /// The theme's name, or "Custom" for words given by the player.
  public let theme: String
  public let seed: UInt64
  /// The letters A–Z as ASCII codes, row by row.
  public let letters: Grid<UInt8>
  /// In the order the word list shows them (alphabetical by the shown text).
  public let placements: [WordPlacement]
  public let dropped: [DroppedWord]
  /// The edition of the words it was dealt from (`WordSearchWordSource.edition`); nil for a shipped theme.
  public let edition: String?

  public init(
    size: Int, difficulty: WordSearchDifficulty, theme: String, seed: UInt64, letters: Grid<UInt8>,
    placements: [WordPlacement], dropped: [DroppedWord], edition: String? = nil
  ) {
    self.edition = edition
    self.size = size
    self.difficulty = difficulty
    self.theme = theme
    self.seed = seed
    self.letters = letters
    self.placements = placements
    self.dropped = dropped
  }

  public func contains(_ cell: Position) -> Bool { letters.contains(cell) }

  /// The letter at a cell on the grid.
  public func letter(at cell: Position) -> Character {
    Character(Unicode.Scalar(letters[cell]))
  }

  /// The grid as text, one string of letters per row.
  public var rows: [String] {
    (0..<size).map { row in String(decoding: (0..<size).map { letters[row, $0] }, as: UTF8.self) }
  }

  /// The listed word a straight selection between two cells (either order) spells, if any.
  public func word(between first: Position, and last: Position) -> Int? {
    placements.firstIndex { $0.matches(first, last) }
  }
}
