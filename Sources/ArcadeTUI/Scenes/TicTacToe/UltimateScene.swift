import ArcadeCore

/// Ultimate on screen: nine small boards, the playable ones highlighted, against the computer
/// (Normal or Hard) or a second person; the same pause, flash and end-of-round panel as the classic game.
public struct UltimateScene: Scene {
  private(set) var round: TicTacToeRound<UltimateGame>
  private(set) var cursor = UltimateMove(board: 4, cell: 4)
  /// The small board a first digit chose when the choice was free; the next digit picks its cell.
  private(set) var chosenBoard: Int?

  init(recorder: RoundRecorder, sitting: TicTacToeSitting, seed: UInt64, now: Instant) {
    round = TicTacToeRound(recorder: recorder, sitting: sitting, seed: seed, now: now)
  }

  /// `game` taken up again where it was left, in a sitting of its own.
  init(recorder: RoundRecorder, resuming game: UltimateGame, uid: String, now: Instant, context: RoundContext = .free) {
    round = TicTacToeRound(recorder: recorder, resuming: game, uid: uid, now: now, context: context)
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    round.help(
      title: "Ultimate TicTacToe",
      keypad: Self.keypad,
      notes: [
        "The cell you take sends the other player to the small board in the same place; a won or full board sends them anywhere.",
        "Win three small boards in a line to win. You are X.",
      ])
  }

  /// What a digit does here.
  static let keypad = HelpEntry("1 – 9", "a free choice: the board, then the cell; else the cell", priority: 1, footer: "1-9 board/cell")

  public func nextTick(after now: Instant) -> Instant? { phase.nextTick(after: now) }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let now = frame.now
    if event == .tick {
      if let result = round.tick(at: now) { follow(result) }
      return nil
    }
    if round.panel != nil {
      let recorder = recorder
      let transition = round.handlePanel(event, frame: frame, area: placement(for: frame.size)?.area) {
        UltimateScene(recorder: recorder, sitting: $0, seed: recorder.nextSeed(), now: frame.now)
      }
      // Only `u` puts the panel away and stays: play goes on from the position taken back to.
      if round.panel == nil { tookBack() }
      return transition
    }
    let layout = UltimateBoardLayout(size: frame.size)
    guard let action = round.action(for: event, keypad: Self.keypad, cellAt: { layout.move(at: $0)?.index }) else { return nil }
    switch action {
    case .undo:
      if case .tookBack = round.takeBack(at: now) { tookBack() }
    case .back:
      if chosenBoard != nil {
        chosenBoard = nil
        return nil
      }
      return .leave
    case .move(let direction):
      let (row, column) = (cursor.row + direction.rowOffset, cursor.column + direction.columnOffset)
      if (0..<9).contains(row), (0..<9).contains(column) { cursor = UltimateMove(row: row, column: column) }
    case .choose:
      take(cursor, at: now)
    case .click(let index):
      cursor = UltimateMove(index: index)
      take(cursor, at: now)
    case .keypad(let digit):
      switch UltimateDigit(digit, target: game.board.target, chosenBoard: chosenBoard, isDecided: game.board.isDecided) {
      case .boardDecided: round.hint = TicTacToeRefusal.boardDecided.hint
      case .chooseBoard(let board):
        chosenBoard = board
        cursor = UltimateMove(board: board, cell: 4)
        round.hint = nil
      case .take(let move):
        cursor = move
        take(cursor, at: now)
      }
    }
    return nil
  }

  private mutating func take(_ move: UltimateMove, at now: Instant) {
    guard let result = round.take(move, at: now) else { return }
    chosenBoard = nil
    follow(result)
  }

  /// The cursor follows play into the board the next move must go in.
  private mutating func follow(_ result: TicTacToeMoveResult) {
    guard case .placed = result else { return }
    followTarget()
  }

  /// The cursor into the board the next move must go in, if it is not there.
  private mutating func followTarget() {
    guard let target = game.board.target, cursor.board != target else { return }
    cursor = UltimateMove(board: target, cell: 4)
  }

  /// After an undo: a board chosen by a digit is forgotten (it was chosen for another position), and the cursor
  /// goes where the next move must.
  private mutating func tookBack() {
    chosenBoard = nil
    followTarget()
  }

  /// Where the end-of-round panel goes, once there is one: beside the board when there is room (only with
  /// the text under the board: in a small terminal the text beside it takes the room).
  func placement(for size: Size) -> TicTacToePanelPlacement? {
    let layout = UltimateBoardLayout(size: size)
    return TicTacToePanelPlacement(round.panel, board: layout.textBelow ? UltimateBoardLayout.boardSize.width : size.width, screen: size)
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let placement = placement(for: canvas.size)
    let layout = UltimateBoardLayout(size: canvas.size, x: placement?.boardX)
    if layout.textBelow {
      canvas.putCentered("TicTacToe · Ultimate vs \(sitting.options.opponent.title)", row: 0, style: theme.title)
    }
    UltimateBoardDrawing(layout: layout, theme: theme).draw(
      game.board, cursor: phase == .playing ? cursor : nil, chosenBoard: chosenBoard, winning: game.status.winningLine,
      lit: phase.lineLit(at: frame.now), into: &canvas)
    let statusStyle = round.hint != nil ? theme.bad : theme.status
    if layout.textBelow {
      // Beside the panel, the status and the tally stay under the board.
      let span = placement?.textSpan(under: layout.column, screen: canvas.size) ?? Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
      canvas.putCentered(status(player: recorder.player.name), in: span, row: layout.bottom + 1, style: statusStyle)
      let tally = fittingText([sitting.tallyLine(width: span.width - 2), sitting.shortTally], width: span.width)
      canvas.putCentered(tally, in: span, row: layout.bottom + 2, style: theme.muted)
    } else {
      drawSide(layout: layout, into: &canvas, theme: theme)
    }
    if let placement { round.end?.draw(into: &canvas, theme: theme, area: placement.area) }
    Footer.draw(help, into: &canvas, theme: theme)
  }

  /// Beside the board in a small terminal: short lines, the hint wrapped under them.
  private func drawSide(layout: UltimateBoardLayout, into canvas: inout Canvas, theme: Theme) {
    let width = max(6, canvas.width - layout.sideX)
    let lines = shortStatus.map { ($0, theme.status) } + [("", Style.plain), (sitting.shortTally, theme.muted)]
      + [("", Style.plain)] + (round.hint.map { wrapText($0, width: width).map { ($0, theme.bad) } } ?? [])
    for (row, line) in lines.prefix(layout.bottom).enumerated() {
      canvas.put(line.0.prefix(fittingWidth: width), at: Point(x: layout.sideX, y: row), style: line.1)
    }
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

  /// The line under the board, saying which small board the move goes in.
  private func status(player: String) -> String {
    round.status(player: player) { who in
      if let target = game.board.target { return "\(who) in board \(target + 1)" }
      return chosenBoard.map { "\(who): board \($0 + 1), now the cell" } ?? "\(who): any highlighted board"
    }
  }
}
