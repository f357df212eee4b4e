import ArcadeCore

/// How WordSearch cells and list entries look: a colour per found word, bold and underlined without colours.
enum WordSearchLook {
  static let palette: [TerminalColor] = [.green, .yellow, .magenta, .cyan, .red, .blue]

  static func found(order: Int, theme: Theme) -> Style {
    theme.colors ? Style(foreground: palette[order % palette.count], bold: true) : Style(bold: true, underline: true)
  }

  static func revealed(theme: Theme) -> Style {
    theme.colors ? Style(foreground: .white, underline: true, dim: true) : Style(underline: true)
  }

  /// The line being selected (marks or a drag).
  static let selecting = Style(reverse: true)

  /// The cells the disco lights in one frame, each with its look: random colours, or reverse video without.
  static func disco(frame: Int, seed: UInt64, cells: [Position], theme: Theme) -> [Position: Style] {
    var rng = SeededGenerator(seed: seed &+ UInt64(frame) &* 0x9E37_79B9)
    var lit: [Position: Style] = [:]
    for cell in cells where rng.chance(0.3) {
      lit[cell] = theme.colors
        ? Style(foreground: .black, background: palette[rng.below(palette.count)], bold: true)
        : Style(bold: true, reverse: true)
    }
    return lit
  }
}
