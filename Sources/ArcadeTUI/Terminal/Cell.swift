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

extension Character {
  /// Columns the character takes in a terminal: 2 for East Asian wide and fullwidth forms and
  /// emoji presentation, else 1 (combining marks are part of their Character already).
  public var terminalWidth: Int {
    guard let scalar = unicodeScalars.first, !isASCII else { return 1 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
