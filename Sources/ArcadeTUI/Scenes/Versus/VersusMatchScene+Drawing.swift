import ArcadeCore

extension VersusMatchScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let names = "\(name(.x)) (X) vs \(name(.o)) (O)"
    canvas.putCentered(ellipsized("Versus · " + names, width: canvas.width), row: 0, style: theme.title)
    let layout = TicTacToeBoardLayout(size: canvas.size)
    let mine = mark.map { state == .toMove($0) } ?? false
    TicTacToeBoardDrawing(layout: layout, theme: theme).draw(
      referee.game.board, cursor: mine ? cursor : nil, winning: referee.game.status.winningLine, lit: true, into: &canvas)
    let (line, tone) = statusLine(theme: theme)
    canvas.putCentered(ellipsized(line, width: canvas.width), row: layout.bottom, style: tone)
    if let notice { canvas.putCentered(ellipsized(notice, width: canvas.width), row: layout.bottom + 1, style: theme.status) }
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }

  /// Whose move it is, or how the match ended, from where this terminal sits.
  func statusLine(theme: Theme) -> (String, Style) {
    switch state {
    case .open: return ("Waiting for someone to take the challenge…", theme.muted)
    case .toMove(let next) where next == mark: return ("Your move (\(next.symbol)).", .bold)
    case .toMove(let next): return ("\(name(next)) to move (\(next.symbol))…", theme.muted)
    case .won(let winner, _): return (winner == mark ? "You win!" : "\(name(winner)) wins.", .bold)
    case .drawn: return ("A draw.", .bold)
    case .resigned(let loser): return ("\(name(loser)) resigned: \(name(loser.opponent)) wins.", .bold)
    case .fouled(let loser, let foul): return ("\(name(loser)) loses: \(foul.reason).", .bold)
    }
  }

  /// A side's name as it may be shown; "you" is never used, so a watcher reads the same line.
  func name(_ side: TicTacToeMark) -> String {
    match.player(side).map(PlayerName.shown) ?? "—"
  }
}
