import ArcadeCore

/// Minesweeper's board: a cursor over the minefield, a header with mines left, face and timer,
/// and a dialog once the game is won or lost.
///
/// Drawing is cheap on purpose: the board's cursor is the terminal's own cursor placed on a
/// cell's glyph, so an arrow move changes no canvas cell and sends only a cursor-movement
/// sequence; the timer wakes the loop once a second while a game runs, and nothing else animates.
public struct MinesweeperScene: Scene {
  /// The line under the board after a hint or a move that did nothing useful.
  enum Note: Hashable {
    case safe(Position)
    case mine(Position)
    case nothingCertain
    case anyCellIsSafe
    case unflagFirst
    case flagsDoNotMatch(Int)
  }

  let choices: MinesweeperChoices
  let configuration: MinefieldConfiguration
  private(set) var game: MinesweeperGame
  private(set) var cursor: Position
  private(set) var flagMode = false
  private(set) var note: Note?
  private(set) var dialogFocus: MinesweeperEndButton = .playAgain
  /// The saved round's id, for the leaderboard's highlight (nil if the store could not save it).
  private(set) var recordedID: Int64?
  private(set) var recorded = false
  /// The `?` overlay is up: the terminal cursor is hidden so it does not blink over the help text.
  private(set) var showingHelp = false

  /// A new game on `configuration` (already checked by the options screen) with the options in `choices`.
  public init(choices: MinesweeperChoices, configuration: MinefieldConfiguration, seed: UInt64) {
    self.choices = choices
    self.configuration = configuration
    game = choices.game(on: configuration, seed: seed)
    cursor = configuration.centre
  }

  public var minimumSize: Size { MinesweeperBoardLayout.minimumSize(rows: configuration.rows, columns: configuration.columns) }

  public var help: SceneHelp {
    SceneHelp(
      title: "Minesweeper",
      keys: [
        ("↑ ↓ ← →  h j k l", "move the cursor"),
        ("Space  Enter", "open; on a satisfied number, open around it"),
        ("f", choices.questionMarks ? "flag → ? → blank" : "flag / unflag"),
        ("c", "chord: open around a number"),
        ("m", "flag mode: Space, Enter and clicks flag"),
        ("H", "hint: jump to a cell surely safe or a mine"),
        ("click", "left open, right flag, middle chord"),
        ("r", "new game, same options"),
        ("o", "the options screen"),
        ("← → Enter  r b", "game over: Play again, Leaderboard"),
        ("q  Esc", "back to the menu (unfinished: not saved)"),
      ],
      notes: [
        "Open every cell without a mine; a number counts the mines around it."
          + (mayNeedGuess
            ? " No guess-free board was found in time for this one: it may need a guess."
            : choices.noGuess ? " No-guess: logic always suffices." : ""),
        "A game that used a hint is kept off the top times.",
        "3BV is the fewest clicks that clear the board; 3BV/s divides it by the play time, counted as at least one second.",
      ]
    )
  }

  public mutating func covered(_ isShowing: Bool, services: ArcadeServices) {
    showingHelp = isShowing
  }

  func layout(for size: Size) -> MinesweeperBoardLayout { MinesweeperBoardLayout(configuration: configuration, size: size) }

  func dialog(layout: MinesweeperBoardLayout, unicode: Bool) -> MinesweeperEndDialog? {
    game.status.isOver ? MinesweeperEndDialog(game: game, layout: layout, unicode: unicode) : nil
  }

  // MARK: Input

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    let layout = layout(for: services.screenSize)
    if let dialog = dialog(layout: layout, unicode: services.theme.glyphs.isUnicode) {
      guard let action = MinesweeperDialogAction.from(event, dialog: dialog) else { return nil }
      return apply(action, services: services)
    }
    guard let action = MinesweeperPlayAction.from(event, layout: layout) else { return nil }
    return apply(action, services: services)
  }

  mutating func apply(_ action: MinesweeperPlayAction, services: ArcadeServices) -> Transition? {
    let now = services.now()
    switch action {
    case .move(let direction):
      let next = cursor.moved(direction)
      // The cursor stops at the edges (no wrap), and moving never clears the note: a move changes no cell.
      if configuration.contains(next) { cursor = next }
      return nil
    case .reveal(let cell):
      let target = cell ?? cursor
      cursor = target
      note = nil
      if flagMode && game.marks[target] != .revealed {
        flag(target)
      } else {
        settle(game.reveal(target, at: now), services: services)
      }
    case .flag(let cell):
      let target = cell ?? cursor
      cursor = target
      note = nil
      flag(target)
    case .chord(let cell):
      let target = cell ?? cursor
      cursor = target
      note = nil
      settle(game.chord(target, at: now), services: services)
    case .toggleFlagMode:
      flagMode.toggle()
    case .hint:
      giveHint()
    case .restart:
      restart(services: services)
    case .options:
      return .replace(with: MinesweeperOptionsScene(choices: choices))
    case .back:
      return .pop
    }
    return nil
  }

  mutating func apply(_ action: MinesweeperDialogAction, services: ArcadeServices) -> Transition? {
    let buttons = MinesweeperEndButton.allCases
    switch action {
    case .focus(let delta):
      // No wrap: ← from Play again must not land on Back to menu, which ends `arcade play`.
      let index = buttons.firstIndex(of: dialogFocus) ?? 0
      dialogFocus = buttons[min(max(index + delta, 0), buttons.count - 1)]
      return nil
    case .pressFocused:
      return press(dialogFocus, services: services)
    case .press(let button):
      dialogFocus = button
      return press(button, services: services)
    case .options:
      return .replace(with: MinesweeperOptionsScene(choices: choices))
    }
  }

  private mutating func press(_ button: MinesweeperEndButton, services: ArcadeServices) -> Transition? {
    switch button {
    case .playAgain:
      restart(services: services)
      return nil
    case .leaderboard:
      return .push(
        LeaderboardScene(
          game: .minesweeper, boardIndex: services.boards(of: .minesweeper).boardIndex(forVariant: configuration.preset.rawValue),
          highlight: recordedID))
    case .menu:
      return .pop
    }
  }

  private mutating func restart(services: ArcadeServices) {
    self = MinesweeperScene(choices: choices, configuration: configuration, seed: services.seeds.nextSeed())
  }

  private mutating func flag(_ cell: Position) {
    _ = game.toggleFlag(cell)
  }

  /// Notes a refusal, or saves the game when the move ended it.
  private mutating func settle(_ result: MinesweeperRevealResult, services: ArcadeServices) {
    switch result {
    case .opened:
      break
    case .won, .exploded:
      finish(services: services)
    case .ignored(.flagged):
      note = .unflagFirst
    case .ignored(.flagsDoNotMatch):
      if let minefield = game.minefield { note = .flagsDoNotMatch(minefield.adjacentMines(cursor)) }
    case .ignored:
      break
    }
  }

  private mutating func giveHint() {
    guard game.status != .ready else {
      note = .anyCellIsSafe
      return
    }
    switch game.hint(near: cursor) {
    case .safe(let cell):
      cursor = cell
      note = .safe(cell)
    case .mine(let cell):
      cursor = cell
      note = .mine(cell)
    case .nothingCertain:
      note = .nothingCertain
    case .gameOver:
      break
    }
  }

  /// Saves the finished game once; the dialog shows from now on.
  private mutating func finish(services: ArcadeServices) {
    guard !recorded, let finished = game.finishedRound else { return }
    recorded = true
    note = nil
    dialogFocus = .playAgain
    recordedID = services.record(finished).round.id
  }

  /// Once a second, on the second, while the clock runs; never before the first reveal or after the end.
  public func nextTick(after now: Instant) -> Instant? {
    guard game.status == .playing, let start = game.startedAt else { return nil }
    return now.nextWholeSecond(since: start)
  }

  // MARK: Drawing

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    let layout = layout(for: canvas.size)
    drawHeader(into: &canvas, layout: layout, now: services.now(), theme: theme)
    Box.draw(layout.frame, in: &canvas, glyphs: theme.glyphs, style: theme.frame)
    drawBorderLabels(into: &canvas, layout: layout, theme: theme)
    for row in 0..<configuration.rows {
      for column in 0..<configuration.columns {
        let position = Position(row: row, column: column)
        let point = layout.glyphPoint(of: position)
        canvas[point.x, point.y] = MinesweeperCellLook.cell(for: game.display(at: position), theme: theme)
      }
    }
    // The terminal's cursor marks the board's: moving it costs a few bytes and repaints nothing.
    // Hidden once the game is over (the dialog has the focus) and under the help overlay.
    canvas.cursor = game.status.isOver || showingHelp ? nil : layout.glyphPoint(of: cursor)
    if let (text, style) = noteText(theme: theme, width: canvas.width) {
      canvas.putCentered(String(text.prefix(canvas.width)), row: layout.noteRow, style: style)
    }
    if let dialog = dialog(layout: layout, unicode: theme.glyphs.isUnicode) {
      dialog.draw(into: &canvas, focus: dialogFocus, won: game.status == .won, theme: theme)
    }
    if let row = layout.footerRow {
      let text = game.status.isOver
        ? dialogFooter(width: canvas.width, unicode: theme.glyphs.isUnicode)
        : footer(width: canvas.width, unicode: theme.glyphs.isUnicode)
      canvas.putCentered(text, row: row, style: theme.muted)
    }
  }

  /// "Mines 10 ... :) ... Time 0:00" across the board's width (at least 30 columns).
  private func drawHeader(into canvas: inout Canvas, layout: MinesweeperBoardLayout, now: Instant, theme: Theme) {
    let width = min(canvas.width, max(layout.frame.width, 30))
    let x = max(0, (canvas.width - width) / 2)
    let y = layout.headerRow
    canvas.put("Mines \(game.minesLeft)", at: Point(x: x, y: y), style: .bold)
    let face = Self.face(for: game.status)
    let faceStyle: Style = switch game.status {
    case .won: theme.good
    case .lost: theme.bad
    case .ready, .playing: theme.accent
    }
    canvas.put(face, at: Point(x: x + (width - face.count) / 2, y: y), style: faceStyle)
    let time = "Time \(formatDuration(milliseconds: game.elapsedMilliseconds(at: now)))"
    canvas.put(time, at: Point(x: x + width - time.count, y: y), style: .bold)
  }

  /// The preset in the frame's top-left border; flag mode and hints in its top-right, where they never move the board.
  private func drawBorderLabels(into canvas: inout Canvas, layout: MinesweeperBoardLayout, theme: Theme) {
    let frame = layout.frame
    var badges: [String] = []
    if flagMode { badges.append("FLAG MODE") }
    if game.hintsUsed > 0 { badges.append("hints: \(game.hintsUsed)") }
    let right = badges.isEmpty ? "" : " \(badges.joined(separator: "  ")) "
    let room = frame.width - 4
    // "no-guess" only while it is true: a board dealt after the generator's work limit ran out may need a guess.
    let claimsNoGuess = choices.noGuess && !mayNeedGuess
    let titles = [" \(configuration.preset.title)\(claimsNoGuess ? " no-guess" : "") ", " \(configuration.preset.title) "]
    if let title = titles.first(where: { $0.count + right.count + 1 <= room }) {
      canvas.put(title, at: Point(x: frame.x + 2, y: frame.y), style: theme.title)
    }
    if !right.isEmpty {
      let text = String(right.prefix(room))
      canvas.put(text, at: Point(x: frame.x + frame.width - 2 - text.count, y: frame.y), style: theme.accent)
    }
  }

  static func face(for status: MinesweeperStatus) -> String {
    switch status {
    case .ready, .playing: ":)"
    case .won: "B)"
    case .lost: "X("
    }
  }

  /// No-guess was asked for, but no guess-free board was found within the work limit.
  var mayNeedGuess: Bool { choices.noGuess && game.guessing == .mayNeedGuess }

  private func noteText(theme: Theme, width: Int) -> (String, Style)? {
    guard let note else {
      // With no other note, the note line says so for the whole game: the player must not be misled.
      guard mayNeedGuess, !game.status.isOver else { return nil }
      let texts = ["No guess-free board was found in time: this one may need a guess.", "This board may need a guess."]
      return (fittingText(texts, width: width), theme.status)
    }
    switch note {
    case .safe(let cell): return ("Hint: row \(cell.row + 1), column \(cell.column + 1) is safe.", theme.good)
    case .mine(let cell): return ("Hint: row \(cell.row + 1), column \(cell.column + 1) is a mine.", theme.bad)
    case .nothingCertain: return ("Hint: nothing is certain from what is open. Guess, or flag what you know.", theme.status)
    case .anyCellIsSafe: return ("Hint: the first cell you open is always safe, and so is the area around it.", theme.status)
    case .unflagFirst: return ("That cell is flagged: press f to unflag it first.", theme.status)
    case .flagsDoNotMatch(let count):
      return ("To open around a \(count), flag exactly \(counted(count, "mine")) next to it.", theme.status)
    }
  }

  /// While the end dialog is up: its keys, so they show even when the buttons are too narrow to name them.
  private func dialogFooter(width: Int, unicode: Bool) -> String {
    let dot = unicode ? " · " : " - "
    let arrows = unicode ? "←→" : "Left/Right"
    let choices = [
      ["\(arrows) choose", "Enter press", "r play again", "b leaderboard", "o options", "q menu"],
      ["r again", "b scores", "o options", "q menu"],
      ["r again", "b scores", "q menu"],
    ].map { $0.joined(separator: dot) }
    return fittingText(choices, width: width)
  }

  private func footer(width: Int, unicode: Bool) -> String {
    let choices = unicode
      ? [
        "←↑↓→ hjkl move · Space open · f flag · m flag mode · H hint · r new · ? help · q back",
        "hjkl move · Space open · f flag · H hint · ? help · q back",
        "Space open · f flag · ? help",
      ]
      : [
        "arrows/hjkl move - Space open - f flag - m flag mode - H hint - r new - ? help - q back",
        "hjkl move - Space open - f flag - H hint - ? help - q back",
        "Space open - f flag - ? help",
      ]
    return fittingText(choices, width: width)
  }
}
