import ArcadeCore

/// The Leaderboard: a tab per game, that game's board with the player's newest round highlighted,
/// and a chart of the player's last results.
public struct LeaderboardScene: RoundOpener {
  let services: ArcadeServices
  private var gameIndex: Int
  private var boardIndex = 0
  /// The round to highlight (the one just played), else the player's newest on the board.
  private let highlight: RoundID?
  private var rows: [RankedRound] = []
  /// The row Enter plays back, once `n` or `p` chose one; until then the highlighted one.
  private var chosenRow: Int?
  private var recent = PlayerRounds([])
  private var problem: String?
  /// Where the rows came from when not from where the player asked ("shared board unreachable: …").
  private var boardsNote: String?
  /// The current game's boards, kept so the data files are read once per tab, not once per frame.
  private var gameBoards: GameBoards
  static let trendLength = 20

  /// Opens on a game's tab (the first game's by default) and on one of its boards, with a round highlighted.
  public init(services: ArcadeServices, game: GameID? = nil, boardIndex: Int? = nil, highlight: RoundID? = nil) {
    self.services = services
    gameIndex = 0
    self.highlight = highlight
    gameBoards = GameBoards(game: game ?? .pathfinder, boards: [], emptyHint: "")
    opening = (game, boardIndex)
  }

  /// The tab and board to open on, resolved against the registry when the scene appears.
  private var opening: (game: GameID?, board: Int?)?
  /// The registry's games, in tab order.
  private var games: [GameID] = []
  private var labels: [String] = []

  var game: GameID { games.isEmpty ? gameBoards.game : games[gameIndex] }
  var board: Leaderboard? {
    let boards = gameBoards.boards
    return boards.isEmpty ? nil : boards[min(boardIndex, boards.count - 1)]
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    LeaderboardAction.table.help(
      title: "Leaderboard",
      notes: [
        "Your newest round is highlighted. The chart shows your last \(Self.trendLength) results, taller is better;"
          + " ✘ marks a round with nothing to chart (one not won).",
      ])
  }

  public mutating func appear(frame: SceneFrame) {
    games = services.games.games.map(\.id)
    labels = services.games.games.map(\.title)
    if let opening {
      gameIndex = opening.game.flatMap { games.firstIndex(of: $0) } ?? 0
      boardIndex = opening.board ?? 0
      self.opening = nil
    }
    gameBoards = services.boards(of: game)
    reload(frame: frame)
  }

  private mutating func reload(frame: SceneFrame) {
    rows = []
    chosenRow = nil
    recent = PlayerRounds([])
    problem = nil
    boardsNote = nil
    guard let scores = services.scores else {
      problem = services.storage.statusMessage ?? "Scores cannot be read."
      return
    }
    do {
      if let board {
        rows = board.rows(from: try scores.rounds(matching: board.selection))
        boardsNote = scores.boardsNote
      }
      // Dailies have boards of their own (the Daily screen): none of them is a best of this game's boards. A round
      // played faster than a person plays is counted as played, and is no best and no mark on the chart.
      recent = PlayerRounds(
        try scores.recentRounds(game: game, player: services.player.name, limit: 500).filter { $0.context.daily == nil },
        pace: services.games[game]?.definition.pace)
    } catch {
      problem = "\(error)"
    }
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let games = max(1, games.count)
    switch LeaderboardAction.table.action(for: event, click: LeaderboardAction.click) {
    case .back?:
      return .pop
    case .game(let delta)?:
      select(game: (gameIndex + delta + games) % games, frame: frame)
    case .gameNumber(let number)?:
      if (1...games).contains(number) { select(game: number - 1, frame: frame) }
    case .board(let delta)?:
      cycleBoard(delta, frame: frame)
    case .row(let delta)?:
      guard !rows.isEmpty else { return nil }
      let from = chosenRow ?? highlightedRow(player: services.player.name) ?? -1
      chosenRow = max(0, min(rows.count - 1, from + delta))
    case .watch?:
      return actedRow.map { .watch(playedRound(of: rows[$0].round)) }
    case .race?:
      return actedRow.map { .race(playedRound(of: rows[$0].round)) }
    case .click(let point)?:
      let screen = frame.size
      if point.y == LeaderboardLayout.tabRow(height: screen.height),
        let index = LeaderboardLayout.tab(labels, at: point.x, width: screen.width, selected: gameIndex)
      {
        select(game: index, frame: frame)
      }
    case nil:
      break
    }
    return nil
  }

  /// The row Enter and `g` act on: the one chosen, else the player's own, else the first.
  private var actedRow: Int? { chosenRow ?? highlightedRow(player: services.player.name) ?? (rows.isEmpty ? nil : 0) }

  /// The round a row stands for as it was played: a standings row is a player's newest round with their standing in
  /// its details, so its own details are read again (a replay checks them).
  private func playedRound(of round: PlayedRound) -> PlayedRound {
    guard PlayerStanding(json: round.details) != nil, let scores = services.scores,
      let played = try? scores.recentRounds(game: round.game, player: round.player, limit: 100).first(where: { $0.id == round.id })
    else { return round }
    return played
  }

  private mutating func select(game index: Int, frame: SceneFrame) {
    gameIndex = index
    boardIndex = 0
    gameBoards = services.boards(of: game)
    reload(frame: frame)
  }

  private mutating func cycleBoard(_ delta: Int, frame: SceneFrame) {
    let count = gameBoards.boards.count
    guard count > 1 else { return }
    boardIndex = (boardIndex + delta + count) % count
    reload(frame: frame)
  }

  /// The row to highlight: the round just played, else the player's newest round on the board.
  func highlightedRow(player: String) -> Int? {
    if let chosenRow { return chosenRow }
    if let highlight, let index = rows.firstIndex(where: { $0.round.id == highlight }) { return index }
    let mine = rows.enumerated().filter { $0.element.round.player == player }
    return mine.max { ($0.element.round.endedAt ?? $0.element.round.startedAt) < ($1.element.round.endedAt ?? $1.element.round.startedAt) }?.offset
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let gap = LeaderboardLayout.gap(height: canvas.height)
    canvas.putCentered("Leaderboard", row: 0, style: theme.title)
    LeaderboardLayout.drawTabs(labels, into: &canvas, selected: gameIndex, theme: theme)
    var y = LeaderboardLayout.tabRow(height: canvas.height) + gap
    let boards = gameBoards.boards
    if let board {
      let count = "\(boardIndex + 1)/\(boards.count)"
      let titles = boards.count > 1 ? ["\(board.title)  (\(count), ↑↓ for more)", "\(board.title) (\(count))"] : []
      canvas.putCentered(fittingText(titles + [board.title], width: canvas.width), row: y, style: .bold)
    }
    y += gap
    let storageLines = (problem == nil
      ? Array(wrapText("Not saved: " + (services.storage.storageProblem ?? ""), width: canvas.width - 2).prefix(services.storage.storageProblem == nil ? 0 : 2))
      : []) + (boardsNote.map { Array(wrapText($0, width: canvas.width - 2).prefix(2)) } ?? [])
    let bottom = canvas.height - 1 - storageLines.count
    y = drawRows(into: &canvas, y: y, bottom: bottom, frame: frame)
    // The table comes first; the chart and the summary take what room is left.
    if problem == nil, let trend = gameBoards.trend, y + 2 <= bottom {
      // The chart follows the board on screen: only rounds of its variant (preset, speed…).
      let onBoard = recent.charted.filter { round in board.map { $0.selection.holdsVariant(of: round) } ?? true }
      let values = Array(onBoard.prefix(Self.trendLength).reversed().map(trend.value))
      // Every round gets a mark (a loss too), so the chart shows as soon as there is one.
      if !values.isEmpty { y = LeaderboardTrendChart(values: values, trend: trend).draw(into: &canvas, y: y, theme: theme) }
    }
    if problem == nil { drawLines(gameBoards.summary(recent), into: &canvas, y: y, bottom: bottom, style: .plain) }
    for (i, line) in storageLines.enumerated() {
      canvas.putCentered(line, row: bottom + i, style: theme.status)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }

  /// The problem, the table, or what an empty board says; returns the row after it.
  private func drawRows(into canvas: inout Canvas, y: Int, bottom: Int, frame: SceneFrame) -> Int {
    let theme = frame.theme
    if let problem {
      return drawLines(Array(wrapText(problem, width: canvas.width - 4).prefix(3)), into: &canvas, y: y, bottom: bottom, style: theme.bad)
    }
    guard let board else { return drawLines([gameBoards.emptyHint], into: &canvas, y: y, bottom: bottom, style: theme.muted) + 1 }
    guard !rows.isEmpty else {
      // The hint is wrapped, never cut mid-sentence ("…draws are the best you can do.").
      let lines = ["No rounds on this board yet.", gameBoards.emptyHint]
      return drawLines(lines, into: &canvas, y: y, bottom: bottom, style: theme.muted) + 1
    }
    // In a narrow terminal (40 columns) the rightmost columns give way rather than being cut.
    let table = Table(board, rows: rows, fitting: canvas.width)
    let shown = max(1, min(rows.count, bottom - y - 2))
    table.draw(into: &canvas, at: Point(x: max(0, (canvas.width - table.width) / 2), y: y), theme: theme,
               highlight: highlightedRow(player: services.player.name), maxRows: shown)
    return y + 2 + shown + 1
  }

  /// Lines wrapped to the screen and centred from row `y`, each whole line only if all its parts fit above `bottom`.
  @discardableResult
  private func drawLines(_ lines: [String], into canvas: inout Canvas, y: Int, bottom: Int, style: Style) -> Int {
    var y = y
    for line in lines {
      let parts = wrapText(line, width: canvas.width - 2)
      guard y + parts.count <= bottom else { break }
      for part in parts {
        canvas.putCentered(part, row: y, style: style)
        y += 1
      }
    }
    return y
  }
}
