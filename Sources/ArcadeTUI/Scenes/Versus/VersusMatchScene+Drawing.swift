import ArcadeCore

extension VersusMatchScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let names = "\(name(.x)) (X) vs \(name(.o)) (O)"
    let (line, tone) = statusLine(theme: theme)
    switch board {
    case .classic(let referee):
      canvas.putCentered(ellipsized("Versus · " + names, width: canvas.width), row: 0, style: theme.title)
      if let clocks { canvas.putCentered(ellipsized(clocks, width: canvas.width), row: 1, style: theme.muted) }
      let layout = TicTacToeBoardLayout(size: canvas.size)
      TicTacToeBoardDrawing(layout: layout, theme: theme).draw(
        referee.game.board, cursor: isMyMove ? cursor : nil, winning: referee.game.status.winningLine, lit: true, into: &canvas)
      drawText([line] + (notice(width: canvas.width - 2).map { [$0] } ?? []), styles: [tone, theme.status], at: layout.bottom, in: &canvas)
    case .ultimate(let referee):
      let layout = UltimateBoardLayout(size: canvas.size)
      UltimateBoardDrawing(layout: layout, theme: theme).draw(
        referee.game.board, cursor: isMyMove ? UltimateMove(index: cursor) : nil, chosenBoard: chosenBoard,
        winning: referee.game.status.winningLine, lit: true, into: &canvas)
      if layout.textBelow {
        canvas.putCentered(ellipsized("Versus Ultimate · " + names, width: canvas.width), row: 0, style: theme.title)
        if let clocks { canvas.putCentered(ellipsized(clocks, width: canvas.width), row: 1, style: theme.muted) }
        drawText([line] + (notice(width: canvas.width - 2).map { [$0] } ?? []), styles: [tone, theme.status], at: layout.bottom, in: &canvas)
      } else {
        // A small terminal: the names and the status beside the board, word-wrapped into what is left.
        let width = max(1, canvas.width - layout.sideX)
        var row = 0
        let texts = [(names, theme.title)] + (clocks.map { [($0, theme.muted)] } ?? []) + [(line, tone)]
        for (text, style) in texts + (notice(width: canvas.width - 2).map { [($0, theme.status)] } ?? []) {
          for part in wrapText(text, width: width) where row < canvas.height - 1 {
            canvas.put(part, at: Point(x: layout.sideX, y: row), style: style)
            row += 1
          }
        }
      }
    }
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }

  private func drawText(_ lines: [String], styles: [Style], at row: Int, in canvas: inout Canvas) {
    for (index, text) in lines.enumerated() where row + index < canvas.height - 1 {
      canvas.putCentered(ellipsized(text, width: canvas.width), row: row + index, style: styles[min(index, styles.count - 1)])
    }
  }

  /// The cell under a screen point, as the store numbers it.
  func cell(at point: Point, size: Size) -> Int? {
    switch board {
    case .classic: TicTacToeBoardLayout(size: size).cell(at: point)
    case .ultimate: UltimateBoardLayout(size: size).move(at: point)?.index
    }
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
    case .lostOnTime(let loser): return ("\(name(loser))'s time ran out: \(name(loser.opponent)) wins.", .bold)
    case .fouled(let loser, let foul): return ("\(name(loser)) loses: \(foul.reason).", .bold)
    }
  }

  /// A side's name as it may be shown.
  func name(_ side: TicTacToeMark) -> String {
    match.player(side).map(PlayerName.shown) ?? "—"
  }
}
