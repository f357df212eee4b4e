import ArcadeCore

/// Draws Ultimate: nine small boards with lines between them, playable boards highlighted, a won
/// board covered by its winner's big mark, the cursor, and the winning line of small boards.
struct UltimateBoardDrawing {
  let layout: UltimateBoardLayout
  let theme: Theme

  func draw(_ board: UltimateBoard, cursor: UltimateMove?, chosenBoard: Int?, winning: TicTacToeLine?, lit: Bool, into canvas: inout Canvas) {
    drawLines(into: &canvas)
    let playable = Set(board.playableBoards)
    for small in 0..<9 {
      let area = layout.rect(ofBoard: small)
      let highlighted = playable.contains(small) && (chosenBoard == nil || chosenBoard == small)
      if case .won(let mark, _) = board.state(ofBoard: small) {
        var style = markStyle(mark)
        if winning?.cells.contains(small) == true && lit { style = theme.good.reversed }
        canvas.fill(area, with: Cell(" ", style: style))
        for (offset, line) in TicTacToeBoardDrawing.art(mark, large: true, empty: "").enumerated() {
          canvas.putCentered(line, in: area, row: area.y + offset, style: style)
        }
        continue
      }
      for cell in 0..<9 {
        let move = UltimateMove(board: small, cell: cell)
        let rect = layout.rect(of: move)
        let mark = board.smallBoards[small][cell]
        var style = mark.map(markStyle) ?? (highlighted ? theme.accent : theme.muted)
        if highlighted && theme.colors { style = style.with(background: theme.palette.highlight) }
        if highlighted && !theme.colors && mark == nil { style = Style(bold: true) }
        if move == cursor { style = theme.selected }
        let glyph = mark?.symbol ?? (highlighted ? String(theme.glyphs.dot) : String(theme.glyphs.dimDot))
        canvas.put(" \(glyph) ", at: Point(x: rect.x, y: rect.y), style: style)
      }
    }
  }

  private func markStyle(_ mark: TicTacToeMark) -> Style {
    theme.mark(isX: mark == .x)
  }

  private func drawLines(into canvas: inout Canvas) {
    let glyphs = theme.glyphs
    let x0 = layout.origin.x
    let y0 = layout.origin.y
    let size = UltimateBoardLayout.boardSize
    for index in 1...2 {
      let x = x0 + index * (3 * layout.cellWidth + 1) - 1
      let y = y0 + index * 4 - 1
      for row in y0..<(y0 + size.height) { canvas[x, row] = Cell(glyphs.vertical, style: theme.frame) }
      for column in x0..<(x0 + size.width) { canvas[column, y] = Cell(glyphs.horizontal, style: theme.frame) }
    }
    for a in 1...2 {
      for b in 1...2 {
        canvas[x0 + a * (3 * layout.cellWidth + 1) - 1, y0 + b * 4 - 1] = Cell(glyphs.cross, style: theme.frame)
      }
    }
  }
}
