import ArcadeCore

extension VersusLobbyScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("Versus", row: 1, style: theme.title)
    let about = "Playing as \(PlayerName.shown(player))" + (canvas.width >= 60 ? " · live TicTacToe on this score file" : "")
    canvas.putCentered(ellipsized(about, width: canvas.width), row: 2, style: theme.muted)
    if store == nil {
      canvas.putCentered("Versus needs a score file this arcade can write.", row: 4, style: theme.status)
    } else if lines.isEmpty {
      canvas.putCentered("No matches or challenges yet.", row: 4, style: theme.muted)
      canvas.putCentered("n posts a challenge.", row: 5, style: theme.muted)
    }
    let shown = max(1, canvas.height - 8)
    let first = min(max(0, selected - shown + 1), max(0, lines.count - shown))
    for index in first..<min(lines.count, first + shown) {
      let pointer = index == selected ? String(theme.glyphs.pointer) : " "
      let text = "\(pointer) " + lines[index].text
      let style: Style = index == selected ? .bold : (lines[index].kind == .over ? theme.muted : .plain)
      canvas.put(ellipsized(text, width: max(2, canvas.width - 2)), at: Point(x: 1, y: 4 + index - first), style: style)
    }
    if let notice { canvas.putCentered(ellipsized(notice, width: canvas.width), row: canvas.height - 3, style: theme.status) }
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }
}
