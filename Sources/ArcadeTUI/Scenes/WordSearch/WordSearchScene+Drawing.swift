import ArcadeCore

extension WordSearchScene {
  func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let layout = layout(for: canvas.size)
    let heading = "WordSearch — \(sanitizedForDisplay(puzzle.theme)) · \(puzzle.size)×\(puzzle.size) \(puzzle.difficulty.title)"
    canvas.putCentered(fittingText([heading, "WordSearch · \(puzzle.size)×\(puzzle.size) \(puzzle.difficulty.title)"], width: canvas.width), row: WordSearchLayout.titleRow, style: theme.title)
    let time = formatDuration(milliseconds: game.elapsedMilliseconds(at: frame.now))
    let found = "Found \(game.wordsFound)/\(game.wordCount)"
    canvas.putCentered(
      fittingText(["\(found) · Reveals \(game.revealsLeft) · \(time)", "\(found) · R\(game.revealsLeft) · \(time)"], width: canvas.width),
      row: WordSearchLayout.statusRow, style: theme.status)
    drawGrid(into: &canvas, layout: layout, theme: theme)
    drawList(into: &canvas, layout: layout, theme: theme)
    if let note, phase != .over {
      canvas.put(fittingText([note], width: canvas.width - 2), at: Point(x: 1, y: layout.noteRow), style: theme.status)
    }
    if let end {
      end.draw(into: &canvas, theme: theme)
      canvas.cursor = nil
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }

  /// The cells being selected: the marked first letter to the cursor, or a drag, when it is a straight line.
  var selectionCells: Set<Position> {
    let ends: (Position, Position)? = drag.map { ($0.start, $0.end) } ?? game.marked.map { ($0, cursor) }
    guard let (first, last) = ends else { return [] }
    guard let direction = WordDirection(from: first, to: last) else { return [first] }
    var cells: Set<Position> = [first]
    var cell = first
    while cell != last {
      cell = cell.moved(direction)
      cells.insert(cell)
    }
    return cells
  }

  private func drawGrid(into canvas: inout Canvas, layout: WordSearchLayout, theme: Theme) {
    let scroll = window(in: layout)
    var looks: [Position: Style] = [:]
    for (index, placement) in puzzle.placements.enumerated() {
      switch game.states[index] {
      case .found(let order): for cell in placement.cells { looks[cell] = WordSearchLook.found(order: order, theme: theme) }
      case .revealed: for cell in placement.cells where looks[cell] == nil { looks[cell] = WordSearchLook.revealed(theme: theme) }
      case .hidden: break
      }
    }
    for cell in selectionCells { looks[cell] = WordSearchLook.selecting }
    var visible: [Position] = []
    for row in scroll.row..<(scroll.row + layout.visibleRows) {
      for column in scroll.column..<(scroll.column + layout.visibleColumns) { visible.append(Position(row: row, column: column)) }
    }
    if case .disco = phase {
      for (cell, style) in WordSearchLook.disco(frame: discoFrame, seed: puzzle.seed, cells: visible, theme: theme) { looks[cell] = style }
    }
    let showCursor = phase == .playing
    for cell in visible {
      guard let point = layout.point(of: cell, scroll: scroll) else { continue }
      let style = showCursor && cell == cursor ? theme.selected : looks[cell] ?? .plain
      canvas.put(String(puzzle.letter(at: cell)), at: point, style: style)
    }
    // Where the window is, on the row the layout keeps above a grid that does not fit.
    if let hint = layout.window(at: scroll).hint(fitting: layout.hintWidth), layout.gridTop - 1 > WordSearchLayout.statusRow {
      canvas.put(hint, at: Point(x: layout.gridLeft, y: layout.gridTop - 1), style: theme.muted)
    }
    canvas.cursor = showCursor ? layout.point(of: cursor, scroll: scroll) : nil
  }

  private func drawList(into canvas: inout Canvas, layout: WordSearchLayout, theme: Theme) {
    let count = puzzle.placements.count
    let capacity = layout.listCapacity(wordCount: count)
    var choosing: Int?
    if case .choosingReveal(let selected) = phase, !game.revealable.isEmpty {
      choosing = game.revealable[min(selected, game.revealable.count - 1)]
    }
    for index in 0..<capacity {
      let point = layout.point(ofListEntry: index)
      let word = sanitizedForDisplay(puzzle.placements[index].word)
      switch game.states[index] {
      case .found(let order):
        canvas.put("✓ " + word, at: point, style: WordSearchLook.found(order: order, theme: theme))
      case .revealed:
        canvas.put("• " + word, at: point, style: theme.muted)
      case .hidden:
        canvas.put("  " + word, at: point, style: index == choosing ? theme.selected : .plain)
      }
    }
    if capacity < count {
      canvas.put("+\(count - capacity) more", at: layout.point(ofListEntry: capacity), style: theme.muted)
    }
  }
}
