import ArcadeCore

/// The classic 3×3 board against the computer or a second person, then the end-of-round panel.
///
/// The computer's move comes after a visible pause (the scene asks the loop for a tick; nothing
/// sleeps), while the board is locked and the status says it is thinking; a win flashes its line
/// for half a second before the panel. A sitting's tally stays on screen from game to game.
public struct TicTacToeScene: Scene {
  private(set) var round: TicTacToeRound<TicTacToeGame>
  private(set) var cursor = 4

  init(recorder: RoundRecorder, sitting: TicTacToeSitting, seed: UInt64, now: Instant) {
    round = TicTacToeRound(recorder: recorder, sitting: sitting, seed: seed, now: now)
  }

  /// `game` taken up again where it was left, in a sitting of its own.
  init(recorder: RoundRecorder, resuming game: TicTacToeGame, uid: String, now: Instant, context: RoundContext = .free) {
    round = TicTacToeRound(recorder: recorder, resuming: game, uid: uid, now: now, context: context)
  }

  /// A new sitting with these options.
  public init(recorder: RoundRecorder, options: TicTacToeOptions) {
    self.init(recorder: recorder, sitting: TicTacToeSitting(options: options), seed: recorder.nextSeed(), now: recorder.now())
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    round.help(
      title: "TicTacToe", keypad: Self.keypad,
      notes: [
        "Three in a row, across, down or diagonally, wins; a full board without one is a draw.",
        "You are X. \(sitting.options.opponent.isComputer ? "The computer, \(sitting.options.opponent.title), is O." : "Player 2 is O.")",
      ])
  }

  /// What a digit does here.
  static let keypad = HelpEntry("1 – 9", "take a cell: 1 top-left … 9 bottom-right", priority: 1, footer: "1-9 cell")

  public func nextTick(after now: Instant) -> Instant? { phase.nextTick(after: now) }

  // MARK: Input

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let now = frame.now
    if event == .tick {
      _ = round.tick(at: now)
      return nil
    }
    if round.panel != nil {
      let recorder = recorder
      return round.handlePanel(event, frame: frame, area: placement(for: frame.size)?.area) {
        TicTacToeScene(recorder: recorder, sitting: $0, seed: recorder.nextSeed(), now: frame.now)
      }
    }
    let layout = TicTacToeBoardLayout(size: frame.size)
    guard let action = round.action(for: event, keypad: Self.keypad, cellAt: layout.cell(at:)) else { return nil }
    switch action {
    case .back:
      return .leave
    case .undo:
      _ = round.takeBack(at: now)
    case .move(let direction):
      let row = cursor / 3 + direction.rowOffset
      let column = cursor % 3 + direction.columnOffset
      if (0..<3).contains(row), (0..<3).contains(column) { cursor = row * 3 + column }
    case .choose:
      take(cursor, at: now)
    case .keypad(let cell), .click(let cell):
      cursor = cell
      take(cell, at: now)
    }
    return nil
  }

  private mutating func take(_ cell: Int, at now: Instant) {
    _ = round.take(cell, at: now)
  }

  // MARK: Drawing

  /// Where the end-of-round panel goes, once there is one: beside the board when there is room.
  func placement(for size: Size) -> TicTacToePanelPlacement? {
    TicTacToePanelPlacement(round.panel, board: TicTacToeBoardLayout(size: size).size.width, screen: size)
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let now = frame.now
    let placement = placement(for: canvas.size)
    let layout = TicTacToeBoardLayout(size: canvas.size, x: placement?.boardX)
    let options = sitting.options
    canvas.putCentered("TicTacToe · \(options.variant.title) vs \(options.opponent.title)", row: 0, style: theme.title)
    TicTacToeBoardDrawing(layout: layout, theme: theme).draw(
      game.board, cursor: phase == .playing ? cursor : nil, winning: game.status.winningLine, lit: phase.lineLit(at: now),
      into: &canvas)
    let statusRow = min(canvas.height - 3, layout.bottom)
    let statusStyle = round.hint != nil ? theme.bad : theme.status
    // Beside the panel, the status and the tally stay under the board.
    let span = placement?.textSpan(under: layout.column, screen: canvas.size) ?? Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    canvas.putCentered(round.status(player: recorder.player.name), in: span, row: statusRow, style: statusStyle)
    canvas.putCentered(fittingText([sitting.tallyLine(width: span.width - 2), sitting.shortTally], width: span.width), in: span, row: statusRow + 1, style: theme.muted)
    if let placement { round.end?.draw(into: &canvas, theme: theme, area: placement.area) }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
