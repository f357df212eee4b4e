/// A colour a theme gives a role: exact where the terminal has 256 or more colours, else a basic colour near it.
public struct ThemeColor: Hashable, Sendable {
  public var rgb: RGB
  /// What stands for it on a terminal with only the eight basic colours.
  public var basic: TerminalColor

  /// `0xRRGGBB`, drawn on 8-colour terminals as the nearest basic colour (or the one given).
  public init(_ hex: UInt32, basic: TerminalColor? = nil) {
    rgb = RGB(hex)
    self.basic = basic ?? TerminalColor.nearest(to: rgb)
  }
}

/// How a cell looks: colours (dropped in monochrome) and emphasis (always kept).
///
/// There is no dim: dim text disappears on light backgrounds and on many palettes, so
/// secondary text takes a theme colour that keeps its contrast instead.
public struct Style: Hashable, Sendable {
  public var foreground: ThemeColor?
  public var background: ThemeColor?
  public var bold: Bool
  public var reverse: Bool
  public var underline: Bool

  public init(
    foreground: ThemeColor? = nil, background: ThemeColor? = nil,
    bold: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.reverse = reverse
    self.underline = underline
  }

  public static let plain = Style()
  public static let bold = Style(bold: true)
  public static let reverse = Style(reverse: true)

  public func with(foreground: ThemeColor?) -> Style {
    var copy = self
    copy.foreground = foreground
    return copy
  }

  public func with(background: ThemeColor?) -> Style {
    var copy = self
    copy.background = background
    return copy
  }

  public var emphasised: Style {
    var copy = self
    copy.bold = true
    return copy
  }

  public var reversed: Style {
    var copy = self
    copy.reverse = true
    return copy
  }

  /// The same emphasis without colour, for terminals that have none.
  public var monochrome: Style {
    Style(bold: bold, reverse: reverse, underline: underline)
  }
}
