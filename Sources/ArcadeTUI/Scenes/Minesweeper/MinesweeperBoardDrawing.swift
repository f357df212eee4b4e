import ArcadeCore

extension MinesweeperScene {
  /// The header, the framed board with its labels, and the note line: everything but the panel and the footer.
  func drawBoard(into canvas: inout Canvas, layout: MinesweeperBoardLayout, now: Instant, theme: Theme) {
    drawHeader(into: &canvas, layout: layout, now: now, theme: theme)
    Box.draw(layout.frame, in: &canvas, glyphs: theme.glyphs, style: theme.frame)
    drawBorderLabels(into: &canvas, layout: layout, theme: theme)
    for row in 0..<configuration.rows {
      for column in 0..<configuration.columns {
        let position = Position(row: row, column: column)
        let point = layout.glyphPoint(of: position)
        canvas[point.x, point.y] = MinesweeperCellLook.cell(for: game.display(at: position), theme: theme)
      }
    }
    // The terminal's cursor marks the board's: moving it costs a few bytes and repaints nothing.
    // Hidden once the game is over (the panel has the focus) and under the help overlay.
    canvas.cursor = game.status.isOver || showingHelp ? nil : layout.glyphPoint(of: cursor)
    if let (text, style) = noteText(theme: theme, width: canvas.width) {
      canvas.putCentered(String(text.prefix(canvas.width)), row: layout.noteRow, style: style)
    }
  }

  /// "Mines 10 ... :) ... Time 0:00" across the board's width (at least 30 columns).
  private func drawHeader(into canvas: inout Canvas, layout: MinesweeperBoardLayout, now: Instant, theme: Theme) {
    let width = min(canvas.width, max(layout.frame.width, 30))
    let x = max(0, (canvas.width - width) / 2)
    let y = layout.headerRow
    canvas.put("Mines \(game.minesLeft)", at: Point(x: x, y: y), style: .bold)
    let face = Self.face(for: game.status)
    let faceStyle: Style = switch game.status {
    case .won: theme.good
    case .lost: theme.bad
    case .ready, .playing: theme.accent
    }
    canvas.put(face, at: Point(x: x + (width - face.count) / 2, y: y), style: faceStyle)
    let time = "Time \(formatDuration(milliseconds: game.elapsedMilliseconds(at: now)))"
    canvas.put(time, at: Point(x: x + width - time.count, y: y), style: .bold)
  }

  /// The preset in the frame's top-left border; flag mode and hints in its top-right, where they never move the board.
  private func drawBorderLabels(into canvas: inout Canvas, layout: MinesweeperBoardLayout, theme: Theme) {
    let frame = layout.frame
    var badges: [String] = []
    if flagMode { badges.append("FLAG MODE") }
    if game.hintsUsed > 0 { badges.append("hints: \(game.hintsUsed)") }
    let right = badges.isEmpty ? "" : " \(badges.joined(separator: "  ")) "
    let room = frame.width - 4
    // "no-guess" only while it is true: a board dealt after the generator's work limit ran out may need a guess.
    let claimsNoGuess = choices.noGuess && !mayNeedGuess
    let titles = [" \(configuration.preset.title)\(claimsNoGuess ? " no-guess" : "") ", " \(configuration.preset.title) "]
    if let title = titles.first(where: { $0.count + right.count + 1 <= room }) {
      canvas.put(title, at: Point(x: frame.x + 2, y: frame.y), style: theme.title)
    }
    if !right.isEmpty {
      let text = String(right.prefix(room))
      canvas.put(text, at: Point(x: frame.x + frame.width - 2 - text.count, y: frame.y), style: theme.accent)
    }
  }

  static func face(for status: MinesweeperStatus) -> String {
    switch status {
    case .ready, .playing: ":)"
    case .won: "B)"
    case .lost: "X("
    }
  }

  private func noteText(theme: Theme, width: Int) -> (String, Style)? {
    if let note { return note.text(theme: theme) }
    // With no other note, the note line says so for the whole game: the player must not be misled.
    guard mayNeedGuess, !game.status.isOver else { return nil }
    return MinesweeperNote.mayNeedGuess(width: width, theme: theme)
  }
}
