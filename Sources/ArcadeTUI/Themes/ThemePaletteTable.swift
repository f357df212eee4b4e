/// Every coloured theme's colour for each role, a row a role and a column a theme: Dark, Light, High contrast,
/// Colour-blind safe.
///
/// One table instead of four literals, so a role's colours are read and compared across the themes in one line.
/// `ThemeColor(hex)` draws as the nearest basic colour on an 8-colour terminal; `basic:` names it where the
/// nearest would be wrong.
enum ThemePaletteTable {
  /// The order of the columns in every row.
  enum Column: Int {
    case dark, light, highContrast, colourBlind
  }

  private typealias C = ThemeColor

  static let background: [UInt32] = [0x1C1C1C, 0xEEEEEE, 0x000000, 0x1C1C1C]
  static let text: [UInt32] = [0xD0D0D0, 0x303030, 0xFFFFFF, 0xD0D0D0]
  static let title = [C(0x00D7FF), C(0x005F87), C(0x00FFFF), C(0x87D7FF)]
  static let accent = [C(0xFFD700), C(0x875F00), C(0xFFFF00), C(0xFFD700)]
  static let muted = [C(0xA8A8A8), C(0x5F5F5F), C(0xD0D0D0), C(0xA8A8A8)]
  static let selectedText = [C(0x000000), C(0xFFFFFF), C(0x000000), C(0x000000)]
  static let selectedBackground = [C(0x00D7FF), C(0x005F87), C(0xFFFF00), C(0x87D7FF)]
  static let good = [C(0x5FD75F), C(0x005F00, basic: .green), C(0x00FF00), C(0x00AFFF)]
  static let bad = [C(0xFF5F5F), C(0xAF0000), C(0xFF8787), C(0xFF5F00)]
  static let frame = [C(0x5F87FF, basic: .blue), C(0x005FAF), C(0xFFFFFF), C(0x87AFFF, basic: .blue)]
  static let status = [C(0xD7D700), C(0x875F00), C(0xFFFF00), C(0xFFD700)]
  static let link = [C(0x87AFFF, basic: .blue), C(0x0000AF), C(0x87D7FF), C(0x87D7FF)]
  static let strong = [C(0xFFFFFF), C(0x000000), C(0xFFFFFF), C(0xFFFFFF)]
  static let onColour = [C(0x000000), C(0xFFFFFF), C(0x000000), C(0x000000)]
  static let markX = [C(0x00D7FF), C(0x005FAF), C(0x00FFFF), C(0xFFAF00)]
  static let markO = [C(0xFF87FF), C(0x870087), C(0xFF87FF), C(0x87AFFF, basic: .blue)]
  static let alarm = [C(0xFF5F5F), C(0xAF0000), C(0xFF8787), C(0xFF5F00)]
  static let highlight = [C(0x00005F), C(0xFFFFAF), C(0x00005F), C(0x00005F)]

  /// Minesweeper's numbers 1 to 8, a list a theme.
  static let numbers = [
    [C(0x5F87FF, basic: .blue), C(0x5FD75F), C(0xFF5F5F), C(0xD75FD7), C(0xD7D700), C(0x00D7D7), C(0xFFFFFF), C(0xA8A8A8)],
    [
      C(0x0000D7), C(0x005F00, basic: .green), C(0xAF0000), C(0x870087),
      C(0x875F00), C(0x005F5F, basic: .cyan), C(0x000000), C(0x5F5F5F),
    ],
    [C(0x87AFFF, basic: .blue), C(0x00FF00), C(0xFF8787), C(0xFF87FF), C(0xFFFF00), C(0x00FFFF), C(0xFFFFFF), C(0xD0D0D0)],
    [C(0x87D7FF), C(0x87AF87), C(0xD78700), C(0xD75FFF), C(0xD7FFAF), C(0xFFD700), C(0xD0D0D0), C(0x878787)],
  ]

  /// WordSearch's found words, taken in turn, a list a theme.
  static let found = [
    [C(0x5FD75F), C(0xFFD700), C(0xFF87FF), C(0x00D7D7), C(0xFF5F5F), C(0x87AFFF, basic: .blue)],
    [C(0x005F00, basic: .green), C(0x875F00), C(0x870087), C(0x005F5F, basic: .cyan), C(0xAF0000), C(0x0000D7)],
    [C(0x00FF00), C(0xFFFF00), C(0xFF87FF), C(0x00FFFF), C(0xFF8787), C(0x87AFFF, basic: .blue)],
    [C(0xAFD7FF), C(0xD7AF87), C(0x00AFAF), C(0xD7FF00), C(0xD75FFF), C(0xFF5F00)],
  ]

  /// PriceGuess's accuracy bands, low to perfect, a list a theme.
  static let bands = [
    [C(0xFF5F5F), C(0xFFD700), C(0x87AFFF, basic: .blue), C(0xFF87FF)],
    [C(0xAF0000), C(0x875F00), C(0x0000AF), C(0x870087)],
    [C(0xFF8787), C(0xFFFF00), C(0x87AFFF, basic: .blue), C(0xFF87FF)],
    [C(0xFF5F00), C(0xFFD700), C(0x00AFFF), C(0xD75FFF)],
  ]
}
