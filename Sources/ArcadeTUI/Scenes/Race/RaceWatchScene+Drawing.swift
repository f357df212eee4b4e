import ArcadeCore

extension RaceWatchScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let layout = RaceLayout(canvas: canvas.size, inner: board?.minimumSize ?? minimumSize)
    if let board {
      var game = Canvas(size: layout.innerSize)
      board.draw(into: &game, frame: layout.innerFrame(frame))
      game.cursor = nil
      canvas.paste(game, at: Point(x: 0, y: layout.innerTop))
    } else {
      canvas.putCentered("\(PlayerName.shown(watched)) has not started.", row: canvas.height / 2, style: theme.muted)
    }
    canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1))
    canvas.putCentered(line(width: canvas.width, pointer: theme.glyphs.pointer), row: 0, style: theme.title)
    let below = race.sides.compactMap { side in referees[side]?.foul.map { "\(PlayerName.shown(side)) loses: \($0.reason)." } }.first
    canvas.fill(Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1))
    if let below {
      canvas.putCentered(ellipsized(below, width: canvas.width - 2), row: canvas.height - 1, style: theme.status)
    } else {
      Footer.draw(help, into: &canvas, theme: theme)
    }
  }

  /// "▶ ana 31/60 cleared · 2 flagged  ·  eve 40/60 cleared · 0 flagged": the watched side first, marked.
  func line(width: Int, pointer: Character) -> String {
    let pointer = "\(pointer) "
    let progress = { (side: String, short: Bool) -> String in
      let referee = self.referees[side]
      let read = referee?.progress.map { RaceLine.charged($0, lateBy: referee?.lateBy ?? 0) }
      let text = short ? read?.short : read?.summary
      return "\(PlayerName.shown(side)) " + (text ?? "not started")
    }
    let lines = [false, true].map { short in pointer + progress(watched, short) + "  ·  " + progress(rival, short) }
    return lines.first { displayWidth($0) <= width - 2 } ?? ellipsized(lines[1], width: max(2, width - 2))
  }
}
