import ArcadeCore

/// The terminal as the run draws on it: the colours and glyphs it can show, the theme chosen for the run or found
/// from the terminal, its size and its clipboard.
public final class Display {
  /// False when the terminal has none (`--no-color` and `NO_COLOR` set `themeForRun` to Plain instead).
  public let colorsAvailable: Bool
  /// The theme `--color-theme`, `ARCADE_THEME`, `--no-color` or `NO_COLOR` set for this run, over Settings.
  public let themeForRun: ThemeName?
  /// Dark or Light as found from the terminal (`COLORFGBG`, or its answer about its background), for a player
  /// who has not chosen a theme.
  public private(set) var detectedTheme: ThemeName?
  /// False when the locale cannot show Unicode or `--ascii` was given.
  public let unicodeAvailable: Bool
  /// The terminal's size, kept current by the loop.
  public internal(set) var screenSize = Size(width: 80, height: 24)
  /// Sends text to the terminal's clipboard (the loop's terminal); false when the terminal is not known to take it.
  public var copyToClipboard: (String) -> Bool = { _ in false }

  public init(colorsAvailable: Bool, themeForRun: ThemeName?, detectedTheme: ThemeName?, unicodeAvailable: Bool) {
    self.colorsAvailable = colorsAvailable
    self.themeForRun = themeForRun
    self.detectedTheme = detectedTheme
    self.unicodeAvailable = unicodeAvailable
  }

  /// The look for a player with `settings`: their theme and glyphs, as far as the terminal and the run allow.
  public func theme(for settings: PlayerSettings) -> Theme {
    Theme(themeName(for: settings), glyphs: unicodeAvailable && settings.unicode ? .unicode : .ascii)
  }

  /// This run's theme: the run's own, else the player's choice (Automatic: what the terminal says, else Dark).
  public func themeName(for settings: PlayerSettings) -> ThemeName {
    guard colorsAvailable else { return .plain }
    return themeForRun ?? chosenTheme(setting: settings.theme)
  }

  /// The theme a Settings choice stands for: the one chosen, or for Automatic (nil) what the terminal says, else Dark.
  public func chosenTheme(setting: ThemeName?) -> ThemeName { setting ?? detectedTheme ?? .dark }

  /// True while the terminal's answer about its background could still change the theme. A player who picks
  /// Automatic during a run where a theme was chosen gets the answer at the next start.
  public func wantsBackground(for settings: PlayerSettings) -> Bool {
    colorsAvailable && themeForRun == nil && settings.theme == nil && detectedTheme == nil
  }

  /// The terminal told its background colour: Dark or Light from it, unless something surer decided already.
  public func reported(background: RGB, for settings: PlayerSettings) {
    guard wantsBackground(for: settings) else { return }
    detectedTheme = ThemeDetection.theme(forBackground: background)
  }
}
