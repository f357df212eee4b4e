import ArcadeCore

/// How WordSearch cells and list entries look: a theme colour per found word, always bold and underlined too.
enum WordSearchLook {
  static func found(order: Int, theme: Theme) -> Style { theme.found(order: order) }

  /// Words shown after giving up: secondary and underlined, never in a found word's colour.
  static func revealed(theme: Theme) -> Style {
    var style = theme.muted
    style.underline = true
    return style
  }

  /// The line being selected (marks or a drag).
  static let selecting = Style(reverse: true)

  /// The cells the disco lights in one frame, each with its look: random colours, or reverse video without.
  static func disco(frame: Int, seed: UInt64, cells: [Position], theme: Theme) -> [Position: Style] {
    var rng = SeededGenerator(seed: seed &+ UInt64(frame) &* 0x9E37_79B9)
    var lit: [Position: Style] = [:]
    for cell in cells where rng.chance(0.3) {
      let colours = theme.palette.found
      lit[cell] = theme.onColour(colours[rng.below(colours.count)])
    }
    return lit
  }
}
