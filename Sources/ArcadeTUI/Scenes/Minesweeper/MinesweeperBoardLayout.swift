import ArcadeCore

/// Where the Minesweeper board screen puts things: the header, the framed board, the note line,
/// the end-of-round panel and the footer; and which cell a mouse click lands on.
///
/// A cell is 3 columns wide (" ■ ") when the board fits that way, else 2 ("■ "), so Expert
/// fits 64 columns. The glyph is always one canvas cell, where the terminal cursor sits.
struct MinesweeperBoardLayout: Equatable {
  let rows: Int
  let columns: Int
  let size: Size
  let cellWidth: Int
  /// The box drawn around the cells.
  let frame: Rect
  let headerRow: Int
  /// Under the board: hints' answers and refusals.
  let noteRow: Int
  let footerRow: Int?
  /// The screen above the footer: the board is centred in it, and so the end-of-round panel goes over the board.
  let panelArea: Rect

  /// Header, frame and note line around the rows; at least 40 wide for the header and the end-of-round panel.
  static func minimumSize(rows: Int, columns: Int) -> Size {
    Size(width: max(40, 2 * columns + 3), height: rows + 4)
  }

  init(rows: Int, columns: Int, size: Size) {
    self.rows = rows
    self.columns = columns
    self.size = size
    cellWidth = 3 * columns + 2 <= size.width - 2 ? 3 : 2
    // Two-wide cells get a leading space so the board sits evenly inside its frame.
    let frameWidth = cellWidth * columns + (cellWidth == 2 ? 1 : 0) + 2
    let base = rows + 4
    footerRow = size.height > base ? size.height - 1 : nil
    let available = size.height - (footerRow == nil ? 0 : 1)
    panelArea = Rect(x: 0, y: 0, width: size.width, height: available)
    let top = max(0, (available - base) / 2)
    headerRow = top
    frame = Rect(x: max(0, (size.width - frameWidth) / 2), y: top + 1, width: frameWidth, height: rows + 2)
    noteRow = top + rows + 3
  }

  init(configuration: MinefieldConfiguration, size: Size) {
    self.init(rows: configuration.rows, columns: configuration.columns, size: size)
  }

  /// The canvas cell holding a board cell's glyph.
  func glyphPoint(of position: Position) -> Point {
    Point(x: frame.x + 2 + cellWidth * position.column, y: frame.y + 1 + position.row)
  }

  /// The board cell under a screen point (its glyph and the blank beside it), if any.
  func cell(at point: Point) -> Position? {
    let offset = point.x - frame.x - (cellWidth == 3 ? 1 : 2)
    let row = point.y - frame.y - 1
    guard offset >= 0, row >= 0, row < rows else { return nil }
    let column = offset / cellWidth
    guard column < columns else { return nil }
    return Position(row: row, column: column)
  }
}
