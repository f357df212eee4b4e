import ArcadeCore

/// Where a finished TicTacToe round's panel goes: beside the board when both fit side by side (the board moves
/// left so the final position and its winning line stay in view), else over the board, where `v` hides it.
struct TicTacToePanelPlacement: Equatable {
  /// The board's left edge when the panel is beside it; nil when the panel covers the board.
  let boardX: Int?
  /// Where the panel is centred: its column beside the board, or the screen above the footer.
  let area: Rect

  var coversBoard: Bool { boardX == nil }

  /// Where the lines under a board of `column` are centred: the screen's width when the panel covers the
  /// board, else as wide as fits around the board's centre without reaching the panel or the screen's edge.
  func textSpan(under column: Rect, screen: Size) -> Rect {
    guard !coversBoard else { return Rect(x: 0, y: 0, width: screen.width, height: screen.height) }
    let centre = column.x + column.width / 2
    let half = max(column.width / 2, min(centre, area.x - 1 - centre))
    return Rect(x: centre - half, y: 0, width: 2 * half, height: screen.height)
  }

  /// The placement of a panel of size `panel` beside a board block `board` wide (the board, or the board
  /// and the text beside it) on a screen of `screen`, whose last row is the footer's.
  init(board: Int, panel: Size, screen: Size) {
    let height = max(1, screen.height - 1)
    if board + 2 + panel.width <= screen.width && panel.height <= height {
      let left = (screen.width - board - 2 - panel.width) / 2
      boardX = left
      area = Rect(x: left + board + 2, y: 0, width: panel.width, height: height)
    } else {
      boardX = nil
      area = EndOfRoundPanel.defaultArea(screen)
    }
  }

  /// The placement of a round's panel, if it has one; the panel's size is what it takes of the whole screen.
  init?(_ panel: EndOfRoundPanel?, board: Int, screen: Size) {
    guard let panel else { return nil }
    let rect = panel.layout(in: EndOfRoundPanel.defaultArea(screen)).rect
    self.init(board: board, panel: Size(width: rect.width, height: rect.height), screen: screen)
  }
}
