import ArcadeCore

extension VersusLobbyScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("Versus", row: 1, style: theme.title)
    canvas.putCentered(ellipsized(about(wide: canvas.width >= 60), width: canvas.width), row: 2, style: theme.muted)
    if store == nil {
      canvas.putCentered("Versus needs a score file this arcade can write.", row: 4, style: theme.status)
    } else if lines.isEmpty {
      canvas.putCentered("No matches or challenges yet.", row: 4, style: theme.muted)
      canvas.putCentered("n posts a challenge, r a race.", row: 5, style: theme.muted)
    }
    let shown = max(1, canvas.height - 8)
    let first = min(max(0, selected - shown + 1), max(0, lines.count - shown))
    for index in first..<min(lines.count, first + shown) {
      let pointer = index == selected ? String(theme.glyphs.pointer) : " "
      let text = "\(pointer) " + lines[index].text
      let style: Style = index == selected ? .bold : (lines[index].kind == .over ? theme.muted : .plain)
      canvas.put(ellipsized(text, width: max(2, canvas.width - 2)), at: Point(x: 1, y: 4 + index - first), style: style)
    }
    if let shown = choosingRace && displayWidth(notice ?? "") > canvas.width ? shortRaceChoice : notice ?? store?.problem {
      canvas.putCentered(ellipsized(shown, width: canvas.width), row: canvas.height - 3, style: theme.status)
    }
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }

  /// "Playing as ana · TicTacToe 1662 · Ultimate 1500": the player and their ratings where they have played.
  func about(wide: Bool) -> String {
    let rated = [(TicTacToeVariant.classic, "TicTacToe"), (.ultimate, "Ultimate")].compactMap { variant, name in
      ratings[variant].map { "\(name) \(Int($0.rating.rating.rounded()))" }
    } + (raceWins.map { ["Races \($0.wins)–\($0.losses)" + ($0.ties > 0 ? "–\($0.ties)" : "")] } ?? [])
    let tail = rated.isEmpty ? (wide ? ["live TicTacToe and races on \(store?.place ?? "this score file")"] : []) : rated
    return (["Playing as \(PlayerName.shown(player))"] + tail).joined(separator: " · ")
  }
}
