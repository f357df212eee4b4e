import ArcadeCore

/// Where Ultimate's nine small boards go: 3-wide cells, a line between small boards; in a small
/// terminal the board moves to the left and the status goes beside it.
struct UltimateBoardLayout: Equatable {
  let origin: Point
  /// The status, tally and hints go under the board (true) or to its right.
  let textBelow: Bool
  let cellWidth = 3

  static let boardSize = Size(width: 9 * 3 + 2, height: 9 + 2)

  /// The board centred on a screen of `size`, or with its left edge at `x` (the end panel beside it).
  init(size: Size, x: Int? = nil) {
    let board = Self.boardSize
    textBelow = size.height >= board.height + 6
    if textBelow {
      origin = Point(x: x ?? max(0, (size.width - board.width) / 2), y: 2 + max(0, (size.height - 6 - board.height) / 2))
    } else {
      origin = Point(x: 0, y: 0)
    }
  }

  var bottom: Int { origin.y + Self.boardSize.height }
  /// The board's columns, full height: the status under it is centred here when the panel is beside it.
  var column: Rect { Rect(x: origin.x, y: 0, width: Self.boardSize.width, height: bottom) }
  /// Where text beside the board starts, when it is not below.
  var sideX: Int { origin.x + Self.boardSize.width + 1 }

  /// The screen rectangle of one small board (0…8).
  func rect(ofBoard board: Int) -> Rect {
    Rect(x: origin.x + (board % 3) * (3 * cellWidth + 1), y: origin.y + (board / 3) * 4, width: 3 * cellWidth, height: 3)
  }

  /// The screen rectangle of one cell.
  func rect(of move: UltimateMove) -> Rect {
    let board = rect(ofBoard: move.board)
    return Rect(x: board.x + (move.cell % 3) * cellWidth, y: board.y + move.cell / 3, width: cellWidth, height: 1)
  }

  /// The cell under a screen point, if any.
  func move(at point: Point) -> UltimateMove? {
    for board in 0..<9 where rect(ofBoard: board).contains(point) {
      let area = rect(ofBoard: board)
      return UltimateMove(board: board, cell: (point.y - area.y) * 3 + (point.x - area.x) / cellWidth)
    }
    return nil
  }
}
