/// One screen cell: a single-column grapheme and its style.
public struct Cell: Hashable, Sendable {
  public var glyph: Character
  public var style: Style

  public init(_ glyph: Character, style: Style = .plain) {
    self.glyph = glyph
    self.style = style
  }

  public static let blank = Cell(" ")
}
