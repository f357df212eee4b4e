/// How many colours the terminal can show, and so how a theme colour is sent to it.
public enum ColourDepth: Sendable, Equatable {
  /// The eight basic colours: each theme colour as the basic colour that stands for it.
  case basic
  /// xterm's 256: the theme's own colours (every palette colour is one of them).
  case indexed256
  /// Any RGB (terminfo's `RGB` flag, as in xterm-direct): colour numbers are 0xRRGGBB.
  case direct

  /// From what terminfo says: the number of colours and whether it has the `RGB` flag.
  ///
  /// Redefining the terminal's palette (`can_change_color`) is not used: the change
  /// would outlive the arcade and recolour the player's shell.
  public init(colours: Int, directFlag: Bool) {
    if directFlag && colours >= 0x100_0000 {
      self = .direct
    } else if colours >= 256 {
      self = .indexed256
    } else {
      self = .basic
    }
  }

  /// The colour number curses is given for `colour` at this depth.
  public func number(for colour: ThemeColor) -> Int {
    switch self {
    case .basic: colour.basic.rawValue
    case .indexed256: Xterm256.index(nearest: colour.rgb)
    // xterm-direct sends numbers below 8 as the terminal's own basic colours: black would become the
    // palette's black (often grey), so it goes as the next thing to pure black.
    case .direct: colour.rgb.hex < 8 ? 0x010101 : Int(colour.rgb.hex)
    }
  }
}
