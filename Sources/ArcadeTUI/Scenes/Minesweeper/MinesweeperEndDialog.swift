import ArcadeCore

/// The buttons of the dialog that ends a game of Minesweeper, in the order they are drawn.
enum MinesweeperEndButton: CaseIterable, Hashable {
  case playAgain, leaderboard, menu

  /// The key that presses this button (the dialog's footer lists them too).
  var key: Character {
    switch self {
    case .playAgain: "r"
    case .leaderboard: "b"
    case .menu: "q"
    }
  }

  /// "Play again (r)" when there is room for the key; "Menu" when even the plain labels are too wide.
  func label(_ form: MinesweeperEndLabelForm) -> String {
    let name = switch self {
    case .playAgain: "Play again"
    case .leaderboard: "Leaderboard"
    case .menu: form == .compact ? "Menu" : "Back to menu"
    }
    return form == .withKeys ? "\(name) (\(key))" : name
  }
}

/// How much the end dialog's buttons say, widest first.
enum MinesweeperEndLabelForm: CaseIterable {
  case withKeys, plain, compact
}

/// The dialog over (or under) the board once a game is won or lost: what happened and three buttons.
///
/// Built from the game and the layout alone, so drawing and mouse hit-testing use the same rectangles.
struct MinesweeperEndDialog {
  let title: String
  let lines: [String]
  let rect: Rect
  let buttons: [(button: MinesweeperEndButton, drawn: Button)]

  init(game: MinesweeperGame, layout: MinesweeperBoardLayout, unicode: Bool) {
    let dot = unicode ? " · " : " - "
    let time = formatDuration(milliseconds: game.durationMilliseconds ?? 0)
    let board = "\(game.configuration.preset.title)\(dot)seed \(game.seed)"
    if game.status == .won {
      title = "You won!"
      var summary = "You won in \(time)\(dot)3BV \(game.threeBV ?? 0)"
      if let speed = game.threeBVPerSecond { summary += "\(dot)3BV/s \(formatHundredths(speed))" }
      let hints = game.hintsUsed
      lines = [summary, hints > 0 ? "\(counted(hints, "hint")) used: kept off the top times." : board]
    } else {
      title = "Boom!"
      lines = ["Boom! A mine went off after \(time).", board]
    }
    // The widest labels that fit: 3 buttons of "[ label ]", 2 gaps and the box's 4 columns.
    func width(_ form: MinesweeperEndLabelForm) -> Int {
      MinesweeperEndButton.allCases.map { $0.label(form).count + 4 }.reduce(0, +) + (form == .compact ? 2 : 4) + 4
    }
    let form = MinesweeperEndLabelForm.allCases.first { width($0) <= layout.size.width } ?? .compact
    let gap = form == .compact ? 1 : 2
    let labels = MinesweeperEndButton.allCases.map { $0.label(form) }
    let buttonsWidth = Button.rowWidth(labels, gap: gap)
    let width = min(layout.size.width, max(buttonsWidth, lines.map(\.count).max() ?? 0) + 4)
    rect = layout.dialogRect(width: width)
    let row = Button.row(labels, y: rect.y + rect.height - 2, left: rect.x, width: rect.width, gap: gap)
    buttons = Array(zip(MinesweeperEndButton.allCases, row))
    labelForm = form
  }

  let labelForm: MinesweeperEndLabelForm

  func button(at point: Point) -> MinesweeperEndButton? {
    buttons.first { $0.drawn.rect.contains(point) }?.button
  }

  func draw(into canvas: inout Canvas, focus: MinesweeperEndButton, won: Bool, theme: Theme) {
    Box.panel(rect, in: &canvas, glyphs: theme.glyphs, style: theme.frame, title: title, titleStyle: won ? theme.good : theme.bad)
    for (i, line) in lines.enumerated() {
      canvas.putCentered(String(line.prefix(rect.width - 2)), in: rect, row: rect.y + 1 + i, style: i == 0 ? .bold : theme.muted)
    }
    for (button, drawn) in buttons {
      drawn.draw(into: &canvas, theme: theme, focused: button == focus)
    }
  }


}
