/// The eight classic terminal colours; every terminal with colour has them.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
  case black = 0, red, green, yellow, blue, magenta, cyan, white

  /// How xterm shows each by default: the terminals' palettes differ, this is the usual middle.
  var usualRGB: RGB {
    switch self {
    case .black: RGB(0x000000)
    case .red: RGB(0xCD0000)
    case .green: RGB(0x00CD00)
    case .yellow: RGB(0xCDCD00)
    case .blue: RGB(0x0000EE)
    case .magenta: RGB(0xCD00CD)
    case .cyan: RGB(0x00CDCD)
    case .white: RGB(0xE5E5E5)
    }
  }

  /// The basic colour closest to `rgb` as eyes see it (CIEDE2000 against the usual palette).
  public static func nearest(to rgb: RGB) -> TerminalColor {
    let lab = rgb.lab
    return allCases.min { lab.difference(to: $0.usualRGB.lab) < lab.difference(to: $1.usualRGB.lab) }!
  }
}
