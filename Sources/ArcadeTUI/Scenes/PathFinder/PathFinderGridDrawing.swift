import ArcadeCore

/// How the grid's lines and walls are drawn.
///
/// Walls are drawn over the cell borders in heavy lines (━ ┃), or = and # in ASCII, where the light and
/// heavy lines would read the same; in tight cells, with no line between rows, a wall under a cell is a
/// floor of ▁ (_ in ASCII) along its inside.
extension PathFinderBoardLayout {
  /// Draws the borders: box-drawing lines with tees and crosses where they meet, then the walls on them.
  func drawLines(into canvas: inout Canvas, theme: Theme, walls: PathFinderWalls? = nil) {
    let g = theme.glyphs
    let borderRows = hasRowBorders ? Array(0...grid.rows) : [0, grid.rows]
    for row in borderRows {
      let y = borderY(above: row)
      for x in origin.x..<(origin.x + width) {
        let dx = x - origin.x
        let glyph = dx % strideX != 0 ? g.horizontal : junction(row: row, column: dx / strideX, glyphs: g)
        canvas[x, y] = Cell(glyph, style: theme.frame)
      }
    }
    for row in 0..<grid.rows {
      for y in insideLines(of: row) {
        for column in 0...grid.columns {
          canvas[origin.x + column * strideX, y] = Cell(g.vertical, style: theme.frame)
        }
      }
    }
    if let walls { drawWalls(walls, into: &canvas, theme: theme) }
  }

  /// The screen lines a row's insides take.
  private func insideLines(of row: Int) -> Range<Int> {
    let top = origin.y + 1 + row * strideY
    return top..<(top + insideHeight)
  }

  private func drawWalls(_ walls: PathFinderWalls, into canvas: inout Canvas, theme: Theme) {
    let unicode = theme.glyphs.isUnicode
    let style = theme.strong
    for wall in walls.walls {
      let cell = wall.cell
      switch wall.side {
      case .east:
        let x = origin.x + (cell.column + 1) * strideX
        for y in insideLines(of: cell.row) { canvas[x, y] = Cell(unicode ? "┃" : "#", style: style) }
      case .south:
        let inside = inside(of: cell)
        // With borders between rows the wall is the border under the cell; without, a floor along its inside.
        let y = hasRowBorders ? borderY(above: cell.row + 1) : inside.y
        let glyph: Character = hasRowBorders ? (unicode ? "━" : "=") : (unicode ? "▁" : "_")
        for x in inside.x..<(inside.x + inside.width) { canvas[x, y] = Cell(glyph, style: style) }
      }
    }
  }

  private func junction(row: Int, column: Int, glyphs g: GlyphSet) -> Character {
    let top = row == 0
    let bottom = row == grid.rows
    let left = column == 0
    let right = column == grid.columns
    switch (top, bottom, left, right) {
    case (true, _, true, _): return g.topLeft
    case (true, _, _, true): return g.topRight
    case (true, _, _, _): return g.teeDown
    case (_, true, true, _): return g.bottomLeft
    case (_, true, _, true): return g.bottomRight
    case (_, true, _, _): return g.teeUp
    case (_, _, true, _): return g.teeRight
    case (_, _, _, true): return g.teeLeft
    default: return g.cross
    }
  }
}
