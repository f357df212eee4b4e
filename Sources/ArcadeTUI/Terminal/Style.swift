/// The eight classic terminal colours; every terminal with colour has them.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
  case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell looks: colours (dropped in monochrome) and emphasis (always kept).
public struct Style: Hashable, Sendable {
  public var foreground: TerminalColor?
  public var background: TerminalColor?
  public var bold: Bool
  public var reverse: Bool
  public var underline: Bool
  public var dim: Bool

  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    bold: Bool = false, reverse: Bool = false, underline: Bool = false, dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.reverse = reverse
    self.underline = underline
    self.dim = dim
  }

  public static let plain = Style()
  public static let bold = Style(bold: true)
  public static let reverse = Style(reverse: true)
  public static let dim = Style(dim: true)

  public func with(foreground: TerminalColor?) -> Style {
    var copy = self
    copy.foreground = foreground
    return copy
  }

  public func with(background: TerminalColor?) -> Style {
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
    Style(bold: bold, reverse: reverse, underline: underline, dim: dim)
  }
}
