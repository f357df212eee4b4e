import ArcadeCore

/// PathFinder, after the arrival: the board of the last five rounds with this one highlighted, and the
/// end-of-round panel (its figures, where it ranked, and the keys every game ends with).
public struct PathFinderEndScene: Scene {
  let recorder: RoundRecorder
  let round: PathFinderRound
  /// The panel (all its figures; a small screen shows fewer) and the receipt.
  private(set) var end: RoundEnd
  var receipt: RoundReceipt? { end.receipt }
  var panel: EndOfRoundPanel { end.panel }
  private var board: Leaderboard?
  private(set) var rows: [RankedRound] = []
  private var problem: String?

  /// The end of an arrived round; `receipt` says where it was kept and ranked (nil if it could not be described).
  public init(recorder: RoundRecorder, round: PathFinderRound, receipt: RoundReceipt?) {
    self.recorder = recorder
    self.round = round
    let played = receipt?.round
    let shortest = round.shortestPathLength
    let figures = [
      EndOfRoundPanel.Figure("Steps", "\(round.stepCount)"),
      EndOfRoundPanel.Figure("Shortest possible", shortest.map(String.init) ?? LeaderboardColumn.missing),
      EndOfRoundPanel.Figure("Time", formatDuration(milliseconds: round.elapsedMilliseconds(at: round.endedAt ?? .zero))),
      EndOfRoundPanel.Figure("Score", PathFinderLeaderboardText.score(played.flatMap(PathFinderScore.of))),
    ]
    let grid = (round.grid.map { " \($0)" } ?? "") + (round.options.walls ? ", walls" : "")
    var panel = EndOfRoundPanel(
      title: "PathFinder\(grid)", headline: round.stepCount == shortest ? "Arrived by a shortest path!" : "Arrived!",
      tone: .good, figures: figures, hasOptions: true)
    panel.add(receipt)
    end = RoundEnd(panel: panel, receipt: receipt)
  }

  /// The layout drops the board's rows, then the panel's figures, before anything the player needs.
  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(
      title: "PathFinder — round over",
      keys: end.helpEntries(board: ""),
      notes: [
        "Play again draws a new grid at once, with the same options: its clock starts as it appears.",
        "Options: Walls on or off (a maze, ranked on its own board).",
        "The board ranks the last five rounds by steps × seconds ÷ cells, lower is better; yours is highlighted.",
        "A round dealt from a seed you chose (--seed) is saved but not ranked.",
      ]
    )
  }

  public mutating func appear(frame: SceneFrame) {
    let boards = recorder.boards(of: .pathfinder)
    // A round that does not rank (a chosen seed) still shows the board of its kind: open grids or walls.
    let variant = round.options.walls ? PathFinderOptions.wallsVariant : nil
    let index = receipt?.boardIndex ?? boards.boardIndex(forVariant: variant) ?? 0
    board = boards.boards.indices.contains(index) ? boards.boards[index] : nil
    rows = []
    problem = nil
    guard let board else { return }
    guard let scores = recorder.storage.scores else {
      problem = recorder.storage.statusMessage ?? "Scores cannot be read."
      return
    }
    do {
      rows = board.rows(from: try scores.rounds(matching: board.selection))
    } catch {
      problem = "\(error)"
    }
  }

  /// The row of the round just played, when it made the board.
  var highlight: Int? {
    guard let id = receipt?.round.id, receipt?.placement != nil else { return nil }
    return rows.firstIndex { $0.round.id == id }
  }

  /// The layout for a screen size and the panel as drawn there (with the figures that fit).
  private func fitted(_ size: Size) -> (panel: EndOfRoundPanel, layout: PathFinderEndLayout) {
    let layout = PathFinderEndLayout(size: size, boardRows: rows.count, onBoard: highlight != nil, panel: panel)
    var shown = panel
    shown.figures = Array(panel.figures.prefix(layout.figureCount))
    return (shown, layout)
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let fit = fitted(frame.size)
    let options = round.options
    return end.handle(
      event, frame: frame, area: fit.layout.panelArea, figures: fit.panel.figures,
      playAgain: { PathFinderGuessScene(recorder: recorder, options: options, drawingTheGrid: true) },
      options: { [recorder] in PathFinderOptionsScene(recorder: recorder, options: options) })
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let (shown, layout) = fitted(canvas.size)
    PathFinderHeader.draw(into: &canvas, seed: round.seed, options: round.options, theme: theme)
    if let titleRow = layout.titleRow, let board {
      canvas.putCentered(board.title, row: titleRow, style: .bold)
    }
    drawBoard(into: &canvas, layout: layout, theme: theme)
    shown.draw(into: &canvas, theme: theme, area: layout.panelArea)
    Footer.draw(help, into: &canvas, theme: theme)
  }

  private func drawBoard(into canvas: inout Canvas, layout: PathFinderEndLayout, theme: Theme) {
    guard layout.tableLines > 0 else { return }
    if let problem {
      canvas.putCentered(String(problem.prefix(canvas.width - 2)), row: layout.tableTop, style: theme.bad)
    } else if let board, layout.shownRows > 0 {
      let window = layout.window(rowCount: rows.count, highlight: highlight)
      let table = Table(board, rows: Array(rows[window]))
      table.draw(
        into: &canvas, at: Point(x: max(0, (canvas.width - table.width) / 2), y: layout.tableTop), theme: theme,
        highlight: highlight.map { $0 - window.lowerBound })
    } else if rows.isEmpty {
      canvas.putCentered("No rounds on this board yet.", row: layout.tableTop, style: theme.muted)
    }
  }
}
