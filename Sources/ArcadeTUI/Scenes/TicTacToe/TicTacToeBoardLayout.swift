import ArcadeCore

/// Where the classic board goes on screen: 7×3 or 5×3 cells where there is room, 3×1 in a small terminal.
struct TicTacToeBoardLayout: Equatable {
  let origin: Point
  let cellWidth: Int
  let cellHeight: Int

  /// Rows above and below the board: the title, then the status, the tally and the footer.
  static let rowsAbove = 2
  static let rowsBelow = 4

  /// The board centred on a screen of `size`, or with its left edge at `x` (the end panel beside it).
  init(size: Size, x: Int? = nil) {
    let room = Size(width: size.width, height: size.height - Self.rowsAbove - Self.rowsBelow)
    let cell = [(7, 3), (5, 3), (3, 1)].first { room.contains(Self.boardSize(cellWidth: $0.0, cellHeight: $0.1)) } ?? (3, 1)
    cellWidth = cell.0
    cellHeight = cell.1
    let board = Self.boardSize(cellWidth: cellWidth, cellHeight: cellHeight)
    let top = Self.rowsAbove + max(0, (room.height - board.height) / 2)
    origin = Point(x: x ?? max(0, (size.width - board.width) / 2), y: top)
  }

  static func boardSize(cellWidth: Int, cellHeight: Int) -> Size {
    Size(width: 3 * cellWidth + 4, height: 3 * cellHeight + 4)
  }

  var size: Size { Self.boardSize(cellWidth: cellWidth, cellHeight: cellHeight) }
  var bottom: Int { origin.y + size.height }
  var isLarge: Bool { cellHeight >= 3 }
  /// The board's columns, full height: the status under it is centred here when the panel is beside it.
  var column: Rect { Rect(x: origin.x, y: 0, width: size.width, height: origin.y + size.height) }

  /// The inside of a cell (0…8, row by row).
  func rect(of cell: Int) -> Rect {
    Rect(
      x: origin.x + 1 + (cell % 3) * (cellWidth + 1), y: origin.y + 1 + (cell / 3) * (cellHeight + 1),
      width: cellWidth, height: cellHeight)
  }

  /// The cell under a screen point, if any.
  func cell(at point: Point) -> Int? { (0..<9).first { rect(of: $0).contains(point) } }
}
