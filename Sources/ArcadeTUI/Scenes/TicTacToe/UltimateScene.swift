import ArcadeCore

/// Ultimate on screen: nine small boards, the playable ones highlighted, against the computer
/// (Normal or Hard) or a second person; the same pause, flash and end-of-round panel as the classic game.
public struct UltimateScene: Scene {
  private(set) var sitting: TicTacToeSitting
  private(set) var game: UltimateGame
  private(set) var cursor = UltimateMove(board: 4, cell: 4)
  /// The small board a first digit chose when the choice was free; the next digit picks its cell.
  private(set) var chosenBoard: Int?
  private(set) var phase: TicTacToePhase = .playing
  private(set) var hint: String?
  private(set) var panel: EndOfRoundPanel?
  private(set) var receipt: RoundReceipt?

  init(sitting: TicTacToeSitting, seed: UInt64, now: Instant) {
    self.sitting = sitting
    game = UltimateGame(
      opponent: sitting.options.opponent, firstMove: sitting.options.firstMove, round: sitting.gamesPlayed, seed: seed, at: now)
    if game.isComputersTurn { phase = .thinking(until: now.advanced(byMilliseconds: TicTacToePhase.thinkingMilliseconds)) }
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    if panel != nil { return SceneHelp(title: "Ultimate TicTacToe", keys: EndOfRoundPanel.helpEntries(hasOptions: true)) }
    return SceneHelp(
      title: "Ultimate TicTacToe",
      keys: [
        HelpEntry("↑ ↓ ← →  h j k l", "move the cursor", priority: 2, footer: "←↑↓→ move"),
        HelpEntry("Enter  Space", "take the cell", priority: 3, footer: "Enter take"),
        HelpEntry("1 – 9", "a free choice: the board, then the cell; else the cell", priority: 1, footer: "1-9 board/cell"),
        HelpEntry("click", "take the cell clicked"),
        HelpEntry("q  Esc", "back (an unfinished game is not saved)", priority: 3, footer: "q back"),
      ],
      notes: [
        "The cell you take sends the other player to the small board in the same place; a won or full board sends them anywhere.",
        "Win three small boards in a line to win. You are X.",
      ])
  }

  public func nextTick(after now: Instant) -> Instant? { phase.nextTick(after: now) }

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    let now = services.now()
    if event == .tick { return tick(at: now, services: services) }
    if panel != nil { return handlePanel(event, services: services) }
    let layout = UltimateBoardLayout(size: services.screenSize)
    guard let action = TicTacToePlayAction.from(event, cellAt: { layout.move(at: $0)?.index }) else { return nil }
    switch action {
    case .back:
      if chosenBoard != nil {
        chosenBoard = nil
        return nil
      }
      return .pop
    case .move(let direction):
      let row = cursor.board / 3 * 3 + cursor.cell / 3 + direction.rowOffset
      let column = cursor.board % 3 * 3 + cursor.cell % 3 + direction.columnOffset
      if (0..<9).contains(row), (0..<9).contains(column) {
        cursor = UltimateMove(board: row / 3 * 3 + column / 3, cell: row % 3 * 3 + column % 3)
      }
    case .choose:
      take(cursor, at: now, services: services)
    case .click(let index):
      cursor = UltimateMove(index: index)
      take(cursor, at: now, services: services)
    case .keypad(let digit):
      guard let board = game.board.target ?? chosenBoard else {
        // A free choice: the first digit picks the small board.
        if game.board.isDecided(digit) {
          hint = TicTacToeRefusal.boardDecided.hint
        } else {
          chosenBoard = digit
          cursor = UltimateMove(board: digit, cell: 4)
          hint = nil
        }
        return nil
      }
      cursor = UltimateMove(board: board, cell: digit)
      take(cursor, at: now, services: services)
    }
    return nil
  }

  private mutating func take(_ move: UltimateMove, at now: Instant, services: ArcadeServices) {
    guard phase == .playing else {
      if case .thinking = phase { hint = TicTacToeRefusal.computersTurn.hint }
      return
    }
    hint = nil
    chosenBoard = nil
    settle(game.play(move, at: now), at: now, services: services)
  }

  private mutating func settle(_ result: TicTacToeMoveResult, at now: Instant, services: ArcadeServices) {
    switch result {
    case .refused(let refusal):
      hint = refusal.hint
    case .placed:
      phase = game.isComputersTurn ? .thinking(until: now.advanced(byMilliseconds: TicTacToePhase.thinkingMilliseconds)) : .playing
      // The cursor follows play into the board the next move must go in.
      if let target = game.board.target, cursor.board != target { cursor = UltimateMove(board: target, cell: 4) }
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
      playAgain: { UltimateScene(sitting: sitting, seed: services.seeds.nextSeed(), now: services.now()) },
      options: { TicTacToeOptionsScene(options: sitting.options) })
  }

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    let layout = UltimateBoardLayout(size: canvas.size)
    if layout.textBelow {
      canvas.putCentered("TicTacToe · Ultimate vs \(sitting.options.opponent.title)", row: 0, style: theme.title)
    }
    let winning: TicTacToeLine? = if case .won(_, let line) = game.status { line } else { nil }
    UltimateBoardDrawing(layout: layout, theme: theme).draw(
      game.board, cursor: phase == .playing ? cursor : nil, chosenBoard: chosenBoard, winning: winning,
      lit: phase.lineLit(at: services.now()), into: &canvas)
    let statusStyle = hint != nil ? theme.bad : theme.status
    if layout.textBelow {
      canvas.putCentered(status(player: services.settings.playerName), row: layout.bottom + 1, style: statusStyle)
      canvas.putCentered(sitting.tallyLine(width: canvas.width - 2), row: layout.bottom + 2, style: theme.muted)
    } else {
      // Beside the board in a small terminal: short lines, the hint wrapped under them.
      let width = max(6, canvas.width - layout.sideX)
      let lines = shortStatus.map { ($0, theme.status) } + [("", Style.plain), (sitting.shortTally, theme.muted)]
        + [("", Style.plain)] + (hint.map { wrapText($0, width: width).map { ($0, theme.bad) } } ?? [])
      for (row, line) in lines.prefix(layout.bottom).enumerated() {
        canvas.put(String(line.0.prefix(width)), at: Point(x: layout.sideX, y: row), style: line.1)
      }
    }
    panel?.draw(into: &canvas, theme: theme)
    Footer.draw(help, into: &canvas, theme: theme)
  }

  /// Whose move and where, in words short enough for the column beside a compact board.
  private var shortStatus: [String] {
    switch (phase, game.status) {
    case (.thinking, _): return ["Computer", "thinking…"]
    case (_, .playing(let next)):
      let who = sitting.options.opponent.isComputer ? "Your move" : "\(next.symbol) to move"
      if let target = game.board.target { return [who, "Board \(target + 1)"] }
      return [who, chosenBoard.map { "Board \($0 + 1)" } ?? "Any board"]
    case (_, let status): return [TicTacToeEnding.headline(status, opponent: sitting.options.opponent)]
    }
  }

  private func status(player: String) -> String {
    if let hint { return hint }
    let opponent = sitting.options.opponent
    switch (phase, game.status) {
    case (.thinking, _): return "Computer (O) is thinking…"
    case (_, .playing(let next)):
      let who = opponent.isComputer ? "Your move (X)" : next == .x ? "\(player) (X) to move" : "Player 2 (O) to move"
      if let target = game.board.target { return "\(who) in board \(target + 1)" }
      return chosenBoard.map { "\(who): board \($0 + 1), now the cell" } ?? "\(who): any highlighted board"
    case (_, let status): return TicTacToeEnding.headline(status, opponent: opponent)
    }
  }
}
