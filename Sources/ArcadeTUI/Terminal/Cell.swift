/// One screen cell: a single-column grapheme and its style.
public struct Cell: Hashable, Sendable {
  public var glyph: Character
  public var style: Style

  public init(_ glyph: Character, style: Style = .plain) {
    self.glyph = glyph
    self.style = style
  }

  public static let blank = Cell(" ")

  /// The right half of a double-width glyph in the cell to its left; terminals skip it.
  public static let continuation = Cell("\u{0}")

  public var isContinuation: Bool { glyph == "\u{0}" }
}
