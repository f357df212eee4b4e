import ArcadeCore

/// Where the PathFinder grid sits on screen, how big its cells are, and which cell a point is in.
///
/// Cells are 7×3 inside their borders when the screen has room, else 5×1, else (a short screen such as
/// 40×12) 5×1 with no border lines between rows. Row 0 holds the title, row 1 the counters, then a blank
/// row when there is room; the last two rows hold the message and the keys.
struct PathFinderBoardLayout {
  /// How big the cells are drawn, largest first.
  enum Cells: CaseIterable {
    /// 7×3 inside, borders all round.
    case roomy
    /// 5×1 inside, borders all round.
    case compact
    /// 5×1 inside, borders between columns only: rows sit on consecutive lines.
    case tight

    /// Border to border across and down (down is one line per row when rows have no borders between them).
    var stride: (x: Int, y: Int) {
      switch self {
      case .roomy: (8, 4)
      case .compact: (6, 2)
      case .tight: (6, 1)
      }
    }
  }

  static let footerRows = 2

  let grid: PathFinderGridSize
  let cells: Cells
  let strideX: Int
  let strideY: Int
  /// Rows above the grid: the title and the counters, and a blank line when there is room for it.
  let headerRows: Int
  /// The top-left corner of the grid's frame.
  let origin: Point

  init(grid: PathFinderGridSize, canvas: Size) {
    self.grid = grid
    // The first of: roomy cells, compact cells (with the blank line under the counters, then without it),
    // tight cells; the tight grid is what `minimumSize` asks room for.
    let tries: [(Cells, Int)] = [(.roomy, 3), (.compact, 3), (.compact, 2), (.tight, 3), (.tight, 2)]
    let fit = tries.first { cells, header in
      Self.size(of: grid, cells: cells).width <= canvas.width
        && Self.size(of: grid, cells: cells).height + header + Self.footerRows <= canvas.height
    } ?? (.tight, 2)
    (cells, headerRows) = fit
    (strideX, strideY) = cells.stride
    let size = Self.size(of: grid, cells: cells)
    let roomHeight = canvas.height - headerRows - Self.footerRows
    origin = Point(x: max(0, (canvas.width - size.width) / 2), y: headerRows + max(0, (roomHeight - size.height) / 2))
  }

  /// The frame's size, border to border.
  static func size(of grid: PathFinderGridSize, cells: Cells) -> Size {
    let stride = cells.stride
    let bottom = cells == .tight ? 2 : 1  // tight rows have no lines between them, only the top and bottom edges
    return Size(width: grid.columns * stride.x + 1, height: grid.rows * stride.y + bottom)
  }

  /// The smallest screen the tight grid, the title, the counters and the message and key lines fit in.
  static func minimumSize(for grid: PathFinderGridSize) -> Size {
    let tight = size(of: grid, cells: .tight)
    return Size(width: max(40, tight.width), height: tight.height + 2 + footerRows)
  }

  var width: Int { Self.size(of: grid, cells: cells).width }
  var height: Int { Self.size(of: grid, cells: cells).height }
  /// Whether border lines run between rows (not in tight cells).
  var hasRowBorders: Bool { cells != .tight }
  /// Lines inside a cell.
  var insideHeight: Int { hasRowBorders ? strideY - 1 : 1 }

  /// The middle of a cell, where the robot and the target are drawn.
  func center(of cell: Position) -> Point {
    Point(x: origin.x + cell.column * strideX + strideX / 2, y: origin.y + 1 + cell.row * strideY + (insideHeight - 1) / 2)
  }

  /// The inside of a cell, without its borders.
  func inside(of cell: Position) -> Rect {
    Rect(x: origin.x + cell.column * strideX + 1, y: origin.y + 1 + cell.row * strideY, width: strideX - 1, height: insideHeight)
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
    let dy = point.y - origin.y - 1
    guard dx > 0, dy >= 0, dx % strideX != 0, dy % strideY < insideHeight else { return nil }
    let cell = Position(row: dy / strideY, column: dx / strideX)
    return grid.contains(cell) ? cell : nil
  }

  /// The line of the border above a row (`rows`: the bottom edge); tight cells have only the top and bottom ones.
  func borderY(above row: Int) -> Int {
    hasRowBorders || row < grid.rows ? origin.y + row * strideY : origin.y + height - 1
  }
}
