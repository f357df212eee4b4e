import ArcadeCore

extension MinesweeperScene {
  /// The header, the framed board with its labels, and the note line: everything but the panel and the footer.
  /// `title` names the board in its frame in place of the preset (a daily's day).
  func drawBoard(into canvas: inout Canvas, layout: MinesweeperBoardLayout, now: Instant, theme: Theme, title: String? = nil) {
    if let side = layout.side {
      drawSide(side, window: layout.window, into: &canvas, now: now, theme: theme)
    } else {
      drawHeader(into: &canvas, layout: layout, now: now, theme: theme)
    }
    Box.draw(layout.frame, in: &canvas, glyphs: theme.glyphs, style: theme.frame)
    let badgesBelow = drawBorderLabels(into: &canvas, layout: layout, theme: theme, title: title)
    if layout.side == nil { drawWindowHint(into: &canvas, layout: layout, theme: theme, badgesBelow: badgesBelow) }
    drawCoordinates(into: &canvas, layout: layout, theme: theme)
    // The cursor's glyph in reverse video, with the terminal's cursor on it too: a move repaints two glyphs,
    // and reverse alone (no colour) keeps the attribute change short and readable in monochrome.
    // Both go once the game is over (the panel has the focus) and while the board is hidden.
    let cursorShows = !game.status.isOver && !showingHelp
    for row in layout.window.shownRows {
      for column in layout.window.shownColumns {
        let position = Position(row: row, column: column)
        let point = layout.glyphPoint(of: position)
        var cell = MinesweeperCellLook.cell(for: game.display(at: position), theme: theme)
        if cursorShows && position == cursor { cell.style = cell.style.reversed }
        canvas[point.x, point.y] = cell
      }
    }
    canvas.cursor = cursorShows ? layout.glyphPoint(of: cursor) : nil
    if layout.side == nil, let (text, style) = noteText(theme: theme, width: canvas.width) {
      let span = layout.boardSpan
      canvas.putCentered(String(text.prefix(span.width)), in: span, row: layout.noteRow, style: style)
    }
  }

  /// "Mines 10 ... :) ... Time 0:00" across the board's width (at least 30 columns).
  private func drawHeader(into canvas: inout Canvas, layout: MinesweeperBoardLayout, now: Instant, theme: Theme) {
    let span = layout.boardSpan
    let width = min(span.width, max(layout.frame.width, 30))
    let x = span.x + max(0, (span.width - width) / 2)
    let y = layout.headerRow
    canvas.put("Mines \(game.minesLeft)", at: Point(x: x, y: y), style: .bold)
    let face = Self.face(for: game.status)
    canvas.put(face, at: Point(x: x + (width - face.count) / 2, y: y), style: faceStyle(theme))
    let time = timeText(now)
    canvas.put(time, at: Point(x: x + width - time.count, y: y), style: .bold)
  }

  private func faceStyle(_ theme: Theme) -> Style {
    switch game.status {
    case .won: theme.good
    case .lost: theme.bad
    case .ready, .playing: theme.accent
    }
  }

  private func timeText(_ now: Instant) -> String { "Time \(formatDuration(milliseconds: game.elapsedMilliseconds(at: now)))" }

  /// The side layout's column, top down: mines left, the clock, the face; which rows and columns a window shows;
  /// the note wrapped; at the bottom the most needed keys, one a line ("? help" and the way out always among them).
  /// Blank lines part them while there is room; the note is cut only when even two keys leave it none.
  private func drawSide(_ side: Rect, window: GridWindow, into canvas: inout Canvas, now: Instant, theme: Theme) {
    let figures: [(String, Style)] = [
      ("Mines \(game.minesLeft)", .bold), (timeText(now), .bold), (Self.face(for: game.status), faceStyle(theme)),
    ]
    let hint = window.hintLines(fitting: side.width).map { ($0, theme.muted) }
    let note = noteText(theme: theme, width: side.width).map { note in wrapText(note.0, width: side.width).map { ($0, note.1) } } ?? []
    let blocks = [figures, hint, note].filter { !$0.isEmpty }
    let content = blocks.reduce(0) { $0 + $1.count }
    // A blank after each block, the last one before the keys.
    let keys = Self.sideKeys(help, count: max(2, side.height - content - blocks.count))
    var blanks = side.height - content - keys.count
    var lines: [(String, Style)] = []
    for block in blocks {
      if !lines.isEmpty && blanks > 1 {
        lines.append(("", .plain))
        blanks -= 1
      }
      lines += block
    }
    for (offset, line) in lines.prefix(side.height - keys.count).enumerated() {
      canvas.put(line.0, at: Point(x: side.x, y: side.y + offset), style: line.1)
    }
    for (offset, key) in keys.enumerated() {
      canvas.put(key, at: Point(x: side.x, y: side.y + side.height - keys.count + offset), style: theme.muted)
    }
  }

  /// Up to `count` footer entries for the side column: the way out and "? help" first, then the rest by
  /// priority; shown in the help's order.
  static func sideKeys(_ help: SceneHelp, count: Int) -> [String] {
    var entries = help.keys.filter { $0.priority > 0 }
    if !entries.contains(where: { $0.keys.hasPrefix("?") }) {
      // Before the way out, as the footer puts it.
      entries.insert(Footer.helpEntry, at: entries.lastIndex { $0.keys.hasPrefix("q") } ?? entries.endIndex)
    }
    let exits = entries.filter { $0.keys.hasPrefix("q") || $0.keys.hasPrefix("?") }
    let rest = entries.filter { !exits.contains($0) }.enumerated().sorted {
      $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
    }.map(\.element)
    let chosen = (exits + rest).prefix(max(exits.count, count))
    return entries.filter { chosen.contains($0) }.map(\.footerText)
  }

  /// Row and column numbers, counted from 1 as the hints and `arcade generate --first` count: the first,
  /// then every fifth, where the layout found room (rows left of the frame, columns under it).
  private func drawCoordinates(into canvas: inout Canvas, layout: MinesweeperBoardLayout, theme: Theme) {
    if let right = layout.rowLabelsRight {
      for row in MinesweeperBoardLayout.labelled(configuration.rows) where layout.window.shownRows.contains(row) {
        let text = "\(row + 1)"
        let y = layout.glyphPoint(of: Position(row: row, column: layout.window.first.column)).y
        canvas.put(text, at: Point(x: right - text.count + 1, y: y), style: theme.muted)
      }
    }
    if let y = layout.columnLabelsRow {
      for column in MinesweeperBoardLayout.labelled(configuration.columns) where layout.window.shownColumns.contains(column) {
        let text = "\(column + 1)"
        let glyph = layout.glyphPoint(of: Position(row: 0, column: column))
        canvas.put(text, at: Point(x: glyph.x - text.count + 1, y: y), style: theme.muted)
      }
    }
  }

  /// The preset in the top-left border; flag mode and hints at the top-right, or the bottom-right when both do not
  /// fit (then it returns the badges' width there).
  private func drawBorderLabels(into canvas: inout Canvas, layout: MinesweeperBoardLayout, theme: Theme, title: String?) -> Int {
    let frame = layout.frame
    let labels = Self.borderLabels(
      preset: title ?? configuration.preset.title, noGuess: choices.noGuess && !mayNeedGuess, flagMode: flagMode,
      hints: game.hintsUsed, room: frame.width - 4)
    if let title = labels.title { canvas.put(title, at: Point(x: frame.x + 2, y: frame.y), style: theme.title) }
    if let badges = labels.badges {
      let y = labels.badgesBelow ? frame.y + frame.height - 1 : frame.y
      canvas.put(badges, at: Point(x: frame.x + frame.width - 2 - badges.count, y: y), style: theme.accent)
    }
    return labels.badgesBelow ? labels.badges?.count ?? 0 : 0
  }

  /// Which columns a window shows, in the bottom border at the left ("└─ columns 1–27 of 30 ──┘"), beside any
  /// badges there; left out when no wording fits.
  private func drawWindowHint(into canvas: inout Canvas, layout: MinesweeperBoardLayout, theme: Theme, badgesBelow: Int) {
    let frame = layout.frame
    let room = frame.width - 4 - (badgesBelow > 0 ? badgesBelow + 1 : 0)
    guard let hint = layout.window.hint(fitting: room - 2) else { return }
    canvas.put(" \(hint) ", at: Point(x: frame.x + 2, y: frame.y + frame.height - 1), style: theme.muted)
  }

  /// The frame's title and badges, neither cut: beside the title when both fit (the badges shorten first,
  /// "FLAG MODE" → "FLAG", "hints: 2" → "H2", then "no-guess" goes), else the badges go to the bottom border.
  /// "no-guess" is claimed only while true: a board dealt after the generator's work limit ran out may need a guess.
  static func borderLabels(preset: String, noGuess: Bool, flagMode: Bool, hints: Int, room: Int)
    -> (title: String?, badges: String?, badgesBelow: Bool)
  {
    func badges(short: Bool) -> String? {
      var parts: [String] = []
      if flagMode { parts.append(short ? "FLAG" : "FLAG MODE") }
      if hints > 0 { parts.append(short ? "H\(hints)" : "hints: \(hints)") }
      return parts.isEmpty ? nil : " \(parts.joined(separator: short ? " " : "  ")) "
    }
    let full = " \(preset)\(noGuess ? " no-guess" : "") "
    let plain = " \(preset) "
    let (long, short) = (badges(short: false), badges(short: true))
    for (title, right) in [(full, long), (full, short), (plain, short)] where title.count + (right.map { $0.count + 1 } ?? 0) <= room {
      return (title, right, false)
    }
    let title = [full, plain].first { $0.count <= room }
    let below = [long, short].first { ($0?.count ?? 0) <= room } ?? nil
    return (title, below, true)
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
