import ArcadeCore

/// How one Minesweeper cell is drawn: a glyph and a style, readable without colour too.
enum MinesweeperCellLook {
  static func cell(for display: MinesweeperCellDisplay, theme: Theme) -> Cell {
    let glyphs = theme.glyphs
    switch display {
    // Hidden cells stay unstyled: unchanged cells cost nothing to send, and most cells are hidden.
    case .hidden: return Cell(glyphs.hiddenCell)
    case .empty: return Cell(" ")
    case .number(let count): return Cell(Character(String(count)), style: theme.style(numberStyle(count)))
    case .flagged: return Cell(glyphs.flag, style: theme.style(Style(foreground: .red, bold: true)))
    case .questioned: return Cell(glyphs.question, style: theme.style(Style(foreground: .yellow, bold: true)))
    case .mine: return Cell(glyphs.mine, style: .bold)
    case .explodedMine:
      // Without colour the red background is gone, so reverse video marks the mine that went off.
      return Cell(glyphs.mine, style: theme.colors ? Style(foreground: .white, background: .red, bold: true) : Style(bold: true, reverse: true))
    case .wrongFlag: return Cell(glyphs.wrong, style: theme.style(Style(foreground: .red, bold: true)))
    }
  }

  /// The classic colours: 1 blue, 2 green, 3 red, 4 magenta (navy in the original), 5 yellow (maroon), 6 cyan, 7 and 8 white.
  static func numberStyle(_ count: Int) -> Style {
    switch count {
    case 1: Style(foreground: .blue, bold: true)
    case 2: Style(foreground: .green)
    case 3: Style(foreground: .red, bold: true)
    case 4: Style(foreground: .magenta, bold: true)
    case 5: Style(foreground: .yellow)
    case 6: Style(foreground: .cyan)
    case 7: Style(foreground: .white, bold: true)
    default: Style(foreground: .white, dim: true)
    }
  }
}
