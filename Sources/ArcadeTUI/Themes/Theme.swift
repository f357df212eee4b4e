/// How scenes should look on this terminal: whether colour is on, and which glyphs.
public struct Theme: Sendable, Hashable {
  public var colors: Bool
  public var glyphs: GlyphSet

  public init(colors: Bool, glyphs: GlyphSet) {
    self.colors = colors
    self.glyphs = glyphs
  }

  public static let plainASCII = Theme(colors: false, glyphs: .ascii)
  public static let standard = Theme(colors: true, glyphs: .unicode)

  /// A style in a colour, or just its emphasis when colour is off.
  public func style(_ style: Style) -> Style { colors ? style : style.monochrome }

  public var title: Style { style(Style(foreground: .cyan, bold: true)) }
  public var accent: Style { style(Style(foreground: .yellow, bold: true)) }
  public var selected: Style { style(Style(foreground: .black, background: .cyan, bold: true)).reversedIfMonochrome(colors) }
  public var muted: Style { colors ? Style(foreground: .white, dim: true) : .dim }
  public var good: Style { style(Style(foreground: .green, bold: true)) }
  public var bad: Style { style(Style(foreground: .red, bold: true)) }
  public var frame: Style { style(Style(foreground: .blue)) }
  public var status: Style { style(Style(foreground: .yellow)) }
}

extension Style {
  fileprivate func reversedIfMonochrome(_ colors: Bool) -> Style { colors ? self : Style(bold: true, reverse: true) }
}
