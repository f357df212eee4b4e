/// How scenes should look on this terminal: the chosen theme's colours for each role, and which glyphs.
///
/// Scenes ask for roles (`title`, `number(3)`, `mark(.x)`), never for colours, so
/// every theme and the colourless Plain draw the same screens. Meaning never rests
/// on colour alone: each role keeps its digit, glyph or emphasis without it.
public struct Theme: Sendable, Hashable {
  public var name: ThemeName
  public var glyphs: GlyphSet

  public init(_ name: ThemeName, glyphs: GlyphSet) {
    self.name = name
    self.glyphs = glyphs
  }

  public static let plainASCII = Theme(.plain, glyphs: .ascii)
  public static let standard = Theme(.dark, glyphs: .unicode)

  /// False for Plain: attributes only.
  public var colors: Bool { name != .plain }

  /// The colours behind the roles; Plain has none of its own and measures as Dark's background.
  public var palette: ThemePalette {
    switch name {
    case .dark, .plain: .dark
    case .light: .light
    case .highContrast: .highContrast
    case .colourBlind: .colourBlind
    }
  }

  /// A style in a colour, or just its emphasis when colour is off.
  public func style(_ style: Style) -> Style { colors ? style : style.monochrome }

  private func colour(_ colour: ThemeColor, bold: Bool = false, underline: Bool = false) -> Style {
    style(Style(foreground: colour, bold: bold, underline: underline))
  }

  public var title: Style { colour(palette.title, bold: true) }
  public var accent: Style { colour(palette.accent, bold: true) }
  public var selected: Style {
    colors ? Style(foreground: palette.selectedText, background: palette.selectedBackground, bold: true) : Style(bold: true, reverse: true)
  }
  /// Secondary text: a colour that keeps its contrast, never dim; plain text without colour.
  public var muted: Style { colour(palette.muted) }
  public var good: Style { colour(palette.good, bold: true) }
  public var bad: Style { colour(palette.bad, bold: true) }
  public var frame: Style { colour(palette.frame) }
  public var status: Style { colour(palette.status) }
  public var link: Style { colour(palette.link, underline: true) }
  /// Walls and marks that must stand out from text: bold without colour.
  public var strong: Style { colour(palette.strong, bold: true) }

  /// Minesweeper's count of neighbouring mines, 1 to 8: the digit says it, the colour helps.
  public func number(_ count: Int) -> Style {
    colour(palette.numbers[max(1, min(count, palette.numbers.count)) - 1], bold: true)
  }

  /// X or O: the letter says which, the colour helps.
  public func mark(isX: Bool) -> Style { colour(isX ? palette.markX : palette.markO, bold: true) }

  /// The n-th found word in WordSearch: its colour, and bold and underlined, so it reads without colour too.
  public func found(order: Int) -> Style {
    colour(palette.found[order % palette.found.count], bold: true, underline: true)
  }

  /// Text on a coloured background in a role's colour (a flash, a lit cell); reverse video without colour.
  public func onColour(_ background: ThemeColor) -> Style {
    colors ? Style(foreground: palette.onColour, background: background, bold: true) : Style(bold: true, reverse: true)
  }

  /// The mine that went off: on the alarm colour, or in reverse video without colour.
  public var alarm: Style { onColour(palette.alarm) }

  /// PriceGuess's accuracy band, 0 (low) to 3 (perfect).
  public func band(_ index: Int) -> ThemeColor { palette.bands[max(0, min(index, palette.bands.count - 1))] }
}
