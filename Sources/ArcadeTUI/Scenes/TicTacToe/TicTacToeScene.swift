import ArcadeCore

/// The classic 3×3 board against the computer or a second person, then the end-of-round panel.
///
/// The computer's move comes after a visible pause (the scene asks the loop for a tick; nothing
/// sleeps), while the board is locked and the status says it is thinking; a win flashes its line
/// for half a second before the panel. A sitting's tally stays on screen from game to game.
public struct TicTacToeScene: Scene {
  private(set) var sitting: TicTacToeSitting
  private(set) var game: TicTacToeGame
  private(set) var cursor = 4
  private(set) var phase: TicTacToePhase = .playing
  private(set) var hint: String?
  private(set) var panel: EndOfRoundPanel?
  private(set) var receipt: RoundReceipt?

  init(sitting: TicTacToeSitting, seed: UInt64, now: Instant) {
    self.sitting = sitting
    game = TicTacToeGame(
      opponent: sitting.options.opponent, firstMove: sitting.options.firstMove, round: sitting.gamesPlayed, seed: seed, at: now)
    if game.isComputersTurn { phase = .thinking(until: now.advanced(byMilliseconds: TicTacToePhase.thinkingMilliseconds)) }
  }

  /// A new sitting with these options.
  public init(options: TicTacToeOptions, services: ArcadeServices) {
    self.init(sitting: TicTacToeSitting(options: options), seed: services.seeds.nextSeed(), now: services.now())
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    if panel != nil {
      return SceneHelp(title: "TicTacToe", keys: EndOfRoundPanel.helpEntries(hasOptions: true))
    }
    return SceneHelp(
      title: "TicTacToe",
      keys: [
        HelpEntry("↑ ↓ ← →  h j k l", "move the cursor", priority: 2, footer: "←↑↓→ move"),
        HelpEntry("Enter  Space", "take the cell", priority: 3, footer: "Enter take"),
        HelpEntry("1 – 9", "take a cell: 1 top-left … 9 bottom-right", priority: 1, footer: "1-9 cell"),
        HelpEntry("click", "take the cell clicked"),
        HelpEntry("q  Esc", "back (an unfinished game is not saved)", priority: 3, footer: "q back"),
      ],
      notes: [
        "Three in a row, across, down or diagonally, wins; a full board without one is a draw.",
        "You are X. \(sitting.options.opponent.isComputer ? "The computer, \(sitting.options.opponent.title), is O." : "Player 2 is O.")",
      ])
  }

  public func nextTick(after now: Instant) -> Instant? { phase.nextTick(after: now) }

  // MARK: Input

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    let now = services.now()
    if event == .tick { return tick(at: now, services: services) }
    if panel != nil { return handlePanel(event, services: services) }
    let layout = TicTacToeBoardLayout(size: services.screenSize)
    guard let action = TicTacToePlayAction.from(event, cellAt: layout.cell(at:)) else { return nil }
    switch action {
    case .back:
      return .pop
    case .move(let direction):
      let row = cursor / 3 + direction.rowOffset
      let column = cursor % 3 + direction.columnOffset
      if (0..<3).contains(row), (0..<3).contains(column) { cursor = row * 3 + column }
    case .choose:
      take(cursor, at: now, services: services)
    case .keypad(let cell), .click(let cell):
      cursor = cell
      take(cell, at: now, services: services)
    }
    return nil
  }

  private mutating func take(_ cell: Int, at now: Instant, services: ArcadeServices) {
    guard phase == .playing else {
      if case .thinking = phase { hint = TicTacToeRefusal.computersTurn.hint }
      return
    }
    hint = nil
    settle(game.play(cell, at: now), at: now, services: services)
  }

  private mutating func settle(_ result: TicTacToeMoveResult, at now: Instant, services: ArcadeServices) {
    switch result {
    case .refused(let refusal):
      hint = refusal.hint
    case .placed:
      phase = game.isComputersTurn ? .thinking(until: now.advanced(byMilliseconds: TicTacToePhase.thinkingMilliseconds)) : .playing
    case .won:
      finish(services: services)
      phase = .celebrating(until: now.advanced(byMilliseconds: TicTacToePhase.celebrationMilliseconds))
    case .drawn:
      finish(services: services)
      showPanel()
    }
  }

  private mutating func tick(at now: Instant, services: ArcadeServices) -> Transition? {
    switch phase {
    case .thinking(let until) where now >= until:
      settle(game.playComputerMove(at: now), at: now, services: services)
    case .celebrating(let until) where now >= until:
      showPanel()
    default:
      break
    }
    return nil
  }

  /// Records the round and counts it in the sitting's tally, once, the moment it ends.
  private mutating func finish(services: ArcadeServices) {
    sitting.count(game.status)
    if let finished = game.finishedRound { receipt = services.record(finished) }
  }

  private mutating func showPanel() {
    phase = .ended
    panel = TicTacToeEnding.panel(
      status: game.status, options: sitting.options, moves: game.moves.count,
      durationMilliseconds: game.endedAt.map { $0.milliseconds(since: game.startedAt) } ?? 0, seed: game.seed,
      receipt: receipt)
  }

  private mutating func handlePanel(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    guard var panel else { return nil }
    let choice = panel.handle(event, screen: services.screenSize)
    self.panel = panel
    guard let choice else { return nil }
    let sitting = sitting
    return choice.transition(
      services: services, round: receipt?.round, receipt: receipt,
      playAgain: { TicTacToeScene(sitting: sitting, seed: services.seeds.nextSeed(), now: services.now()) },
      options: { TicTacToeOptionsScene(options: sitting.options) })
  }

  // MARK: Drawing

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    let now = services.now()
    let layout = TicTacToeBoardLayout(size: canvas.size)
    let options = sitting.options
    canvas.putCentered("TicTacToe · \(options.variant.title) vs \(options.opponent.title)", row: 0, style: theme.title)
    TicTacToeBoardDrawing(layout: layout, theme: theme).draw(
      game.board, cursor: phase == .playing ? cursor : nil, winning: winningLine, lit: phase.lineLit(at: now), into: &canvas)
    let statusRow = min(canvas.height - 3, layout.bottom)
    canvas.putCentered(status(player: services.settings.playerName), row: statusRow, style: hint != nil ? theme.bad : theme.status)
    canvas.putCentered(sitting.tallyLine(width: canvas.width - 2), row: statusRow + 1, style: theme.muted)
    if let panel {
      panel.draw(into: &canvas, theme: theme)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }

  private var winningLine: TicTacToeLine? {
    if case .won(_, let line) = game.status { return line }
    return nil
  }

  /// The line under the board: a refused move's hint, whose move it is, or how it ended.
  private func status(player: String) -> String {
    if let hint { return hint }
    let opponent = sitting.options.opponent
    switch (phase, game.status) {
    case (.thinking, _): return "Computer (O) is thinking…"
    case (_, .playing(let next)):
      if !opponent.isComputer { return next == .x ? "\(player) (X) to move" : "Player 2 (O) to move" }
      return "Your move (X)"
    case (_, let status): return TicTacToeEnding.headline(status, opponent: opponent)
    }
  }
}
