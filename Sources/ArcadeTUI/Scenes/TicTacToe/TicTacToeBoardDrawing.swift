import ArcadeCore

/// Draws the classic board: the grid, the marks (drawn large in big cells), the cursor and the winning line.
struct TicTacToeBoardDrawing {
  let layout: TicTacToeBoardLayout
  let theme: Theme

  func draw(_ board: TicTacToeBoard, cursor: Int?, winning: TicTacToeLine?, lit: Bool, into canvas: inout Canvas) {
    drawGrid(into: &canvas)
    for cell in 0..<9 {
      let rect = layout.rect(of: cell)
      let onLine = winning?.cells.contains(cell) ?? false
      var style = markStyle(board[cell])
      if onLine && lit { style = theme.good.reversed }
      if cell == cursor { style = theme.selected }
      canvas.fill(rect, with: Cell(" ", style: style))
      let art = Self.art(board[cell], large: layout.isLarge, empty: cell == cursor ? " " : "\(cell + 1)")
      for (offset, line) in art.enumerated() {
        canvas.putCentered(line, in: rect, row: rect.y + (layout.cellHeight - art.count) / 2 + offset, style: board[cell] == nil && cell != cursor ? theme.muted : style)
      }
    }
  }

  private func markStyle(_ mark: TicTacToeMark?) -> Style {
    switch mark {
    case .x: theme.mark(isX: true)
    case .o: theme.mark(isX: false)
    case nil: .plain
    }
  }

  /// A mark as three lines of ASCII in a big cell, one letter in a small one; an empty cell shows its keypad digit.
  static func art(_ mark: TicTacToeMark?, large: Bool, empty: String) -> [String] {
    switch (mark, large) {
    case (.x, true): ["\\ /", " X ", "/ \\"]
    case (.o, true): [".-.", "| |", "'-'"]
    case (let mark?, false): [mark.symbol]
    case (nil, _): [empty]
    }
  }

  private func drawGrid(into canvas: inout Canvas) {
    let glyphs = theme.glyphs
    let size = layout.size
    let x0 = layout.origin.x
    let y0 = layout.origin.y
    Box.draw(Rect(x: x0, y: y0, width: size.width, height: size.height), in: &canvas, glyphs: glyphs, style: theme.frame)
    for index in 1...2 {
      let x = x0 + index * (layout.cellWidth + 1)
      let y = y0 + index * (layout.cellHeight + 1)
      for row in (y0 + 1)..<(y0 + size.height - 1) { canvas[x, row] = Cell(glyphs.vertical, style: theme.frame) }
      for column in (x0 + 1)..<(x0 + size.width - 1) { canvas[column, y] = Cell(glyphs.horizontal, style: theme.frame) }
      canvas[x, y0] = Cell(glyphs.teeDown, style: theme.frame)
      canvas[x, y0 + size.height - 1] = Cell(glyphs.teeUp, style: theme.frame)
      canvas[x0, y] = Cell(glyphs.teeRight, style: theme.frame)
      canvas[x0 + size.width - 1, y] = Cell(glyphs.teeLeft, style: theme.frame)
    }
    for a in 1...2 {
      for b in 1...2 {
        canvas[x0 + a * (layout.cellWidth + 1), y0 + b * (layout.cellHeight + 1)] = Cell(glyphs.cross, style: theme.frame)
      }
    }
  }
}
