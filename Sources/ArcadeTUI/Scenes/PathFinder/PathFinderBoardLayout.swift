import ArcadeCore

/// Where the PathFinder grid sits on screen, how big its cells are, and which cell a point is in.
///
/// Cells are 7×3 inside their borders when the screen has room, else 5×1;
/// rows 0–2 hold the title and the counters, the last two rows the message and the keys.
struct PathFinderBoardLayout {
  static let headerRows = 3
  static let footerRows = 2
  /// Border to border: wide cells (7×3 inside) and compact ones (5×1 inside).
  static let roomy = (x: 8, y: 4)
  static let compact = (x: 6, y: 2)

  let grid: PathFinderGridSize
  let strideX: Int
  let strideY: Int
  /// The top-left corner of the grid's frame.
  let origin: Point

  init(grid: PathFinderGridSize, canvas: Size) {
    self.grid = grid
    let room = Size(width: canvas.width, height: canvas.height - Self.headerRows - Self.footerRows)
    let fitsRoomy = grid.columns * Self.roomy.x + 1 <= room.width && grid.rows * Self.roomy.y + 1 <= room.height
    (strideX, strideY) = fitsRoomy ? Self.roomy : Self.compact
    let width = grid.columns * strideX + 1
    let height = grid.rows * strideY + 1
    origin = Point(x: max(0, (room.width - width) / 2), y: Self.headerRows + max(0, (room.height - height) / 2))
  }

  /// The smallest screen the compact grid, the counters and the key line fit in.
  static func minimumSize(for grid: PathFinderGridSize) -> Size {
    Size(width: max(40, grid.columns * compact.x + 1), height: grid.rows * compact.y + 1 + headerRows + footerRows)
  }

  var width: Int { grid.columns * strideX + 1 }
  var height: Int { grid.rows * strideY + 1 }

  /// The middle of a cell, where the robot and the target are drawn.
  func center(of cell: Position) -> Point {
    Point(x: origin.x + cell.column * strideX + strideX / 2, y: origin.y + cell.row * strideY + strideY / 2)
  }

  /// The inside of a cell, without its borders.
  func inside(of cell: Position) -> Rect {
    Rect(x: origin.x + cell.column * strideX + 1, y: origin.y + cell.row * strideY + 1, width: strideX - 1, height: strideY - 1)
  }

  /// Where the robot is drawn `quarters`/4 of the way from one cell's middle to the next (over the border at 2/4).
  func point(from: Position, to: Position, quarters: Int) -> Point {
    let a = center(of: from)
    let b = center(of: to)
    return Point(x: a.x + (b.x - a.x) * quarters / 4, y: a.y + (b.y - a.y) * quarters / 4)
  }

  /// The cell whose inside holds the point; nil on a border or off the grid.
  func cell(at point: Point) -> Position? {
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    guard dx > 0, dy > 0, dx % strideX != 0, dy % strideY != 0 else { return nil }
    let cell = Position(row: dy / strideY, column: dx / strideX)
    return grid.contains(cell) ? cell : nil
  }

  /// Draws the borders: box-drawing lines with tees and crosses where they meet.
  func drawLines(into canvas: inout Canvas, theme: Theme) {
    let g = theme.glyphs
    for row in 0...grid.rows {
      let y = origin.y + row * strideY
      for x in origin.x..<(origin.x + width) {
        let dx = x - origin.x
        let glyph: Character
        if dx % strideX != 0 {
          glyph = g.horizontal
        } else {
          let column = dx / strideX
          glyph = junction(row: row, column: column, glyphs: g)
        }
        canvas[x, y] = Cell(glyph, style: theme.frame)
      }
      guard row < grid.rows else { continue }
      for y in (y + 1)..<(y + strideY) {
        for column in 0...grid.columns {
          canvas[origin.x + column * strideX, y] = Cell(g.vertical, style: theme.frame)
        }
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
