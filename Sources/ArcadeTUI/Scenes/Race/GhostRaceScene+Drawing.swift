import ArcadeCore

extension GhostRaceScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let layout = RaceLayout(canvas: canvas.size, inner: inner.minimumSize)
    if layout.innerTop == 0 {
      inner.draw(into: &canvas, frame: frame)
    } else {
      var game = Canvas(size: layout.innerSize)
      inner.draw(into: &game, frame: layout.innerFrame(frame))
      canvas.paste(game, at: Point(x: 0, y: layout.innerTop))
    }
    canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1))
    let line = raceLine(width: canvas.width)
    canvas.putCentered(line, row: 0, style: lineStyle(frame.theme))
  }

  /// Both sides at the widest that fits: each side's summary, else the short forms, else the verdict alone (or the
  /// short forms cut).
  func raceLine(width: Int) -> String {
    let ghost = ghostName.map { PlayerName.shown($0) } ?? "ghost"
    let verdict: String? =
      switch outcome {
      case .won?: "You win the race"
      case .lost?: ghostName == nil ? "Your ghost wins" : "\(ghostLabel) wins"
      case .tied?: "A tie"
      case nil: nil
      }
    let lines = [
      [verdict, "You \(playerProgress.summary)", "\(ghostLabel) \(ghostProgress.summary)"],
      [verdict, "You: \(playerProgress.short)", "\(ghost): \(ghostProgress.short)"],
      [verdict ?? "You: \(playerProgress.short)", verdict == nil ? "\(ghost): \(ghostProgress.short)" : nil],
    ].map { $0.compactMap { $0 }.joined(separator: "  ·  ") }
    return lines.first { displayWidth($0) <= width - 2 } ?? ellipsized(lines[2], width: max(2, width - 2))
  }

  private func lineStyle(_ theme: Theme) -> Style {
    switch outcome {
    case .won?: theme.good
    case .lost?: theme.bad
    case .tied?, nil: theme.title
    }
  }
}

extension Canvas {
  /// `other`'s cells from `origin` on, clipped at the edges; its cursor comes along.
  mutating func paste(_ other: Canvas, at origin: Point) {
    for y in 0..<other.height {
      for x in 0..<other.width {
        self[origin.x + x, origin.y + y] = other[x, y]
      }
    }
    if let cursor = other.cursor { self.cursor = Point(x: cursor.x + origin.x, y: cursor.y + origin.y) }
  }
}
