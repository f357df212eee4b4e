import ArcadeCore

/// How one Minesweeper cell is drawn: a glyph and a style, readable without colour too.
enum MinesweeperCellLook {
  static func cell(for display: MinesweeperCellDisplay, theme: Theme) -> Cell {
    let glyphs = theme.glyphs
    switch display {
    // Hidden cells stay unstyled: unchanged cells cost nothing to send, and most cells are hidden.
    case .hidden: return Cell(glyphs.hiddenCell)
    case .empty: return Cell(" ")
    case .number(let count): return Cell(Character(String(count)), style: theme.number(count))
    case .flagged: return Cell(glyphs.flag, style: theme.bad)
    case .questioned: return Cell(glyphs.question, style: theme.accent)
    case .mine: return Cell(glyphs.mine, style: .bold)
    case .explodedMine:
      // Without colour the alarm background is gone, so reverse video marks the mine that went off.
      return Cell(glyphs.mine, style: theme.alarm)
    case .wrongFlag: return Cell(glyphs.wrong, style: theme.bad)
    }
  }

}
