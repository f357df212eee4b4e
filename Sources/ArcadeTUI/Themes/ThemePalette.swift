/// The colours of one theme, one per role, and the terminal background and text they were chosen against.
///
/// Cells without a colour are drawn in the terminal's own colours; `background` and
/// `text` are what the theme expects those to be, and what its contrast is measured
/// against. Every colour is one of xterm's 256, so a 256-colour terminal shows the
/// theme exactly as a direct-colour one does.
public struct ThemePalette: Sendable, Hashable {
  public var background: RGB
  public var text: RGB
  public var title: ThemeColor
  public var accent: ThemeColor
  /// Secondary text: hints, descriptions, labels. Never dim, always readable.
  public var muted: ThemeColor
  public var selectedText: ThemeColor
  public var selectedBackground: ThemeColor
  public var good: ThemeColor
  public var bad: ThemeColor
  public var frame: ThemeColor
  public var status: ThemeColor
  public var link: ThemeColor
  /// Walls and other marks that must stand out from plain text.
  public var strong: ThemeColor
  /// Text drawn on a coloured background (a flashing word, the disco, the mine that went off).
  public var onColour: ThemeColor
  /// Minesweeper's numbers 1 to 8.
  public var numbers: [ThemeColor]
  public var markX: ThemeColor
  public var markO: ThemeColor
  /// One colour per found word in WordSearch, taken in turn.
  public var found: [ThemeColor]
  /// Behind the mine that went off.
  public var alarm: ThemeColor
  /// Behind the small boards Ultimate tic-tac-toe lets the player move in.
  public var highlight: ThemeColor
  /// PriceGuess's accuracy bands, low to perfect.
  public var bands: [ThemeColor]
  /// The theme draws `text` on `background` itself instead of trusting the terminal's own colours.
  public var paintsScreen = false
}
