import ArcadeCore
import Foundation

/// Minesweeper's board: a cursor over the minefield, a header with mines left, face and timer,
/// and the end-of-round panel over the board once the game is won or lost.
///
/// Drawing is cheap on purpose: the board's cursor is its cell's glyph in reverse video with the
/// terminal's own cursor on it, so an arrow move repaints two glyphs (old and new) and moves the
/// cursor; the timer wakes the loop once a second while a game runs, and nothing else animates.
public struct MinesweeperScene: Scene {
  public let recorder: RoundRecorder
  let choices: MinesweeperChoices
  let configuration: MinefieldConfiguration
  /// The round's id while it is kept as unfinished (`ResumableScene`).
  public let roundUID: String
  private(set) var game: MinesweeperGame
  /// Where the deal came from; a daily's board has no new game and no options while it is played (it is the day's).
  public var context = RoundContext.free
  var isDaily: Bool { context.daily != nil }
  private(set) var cursor: Position
  /// The top-left cell of the window onto a board larger than the screen, as the last event left it; nil before one
  /// showed (a window then starts centred on the cursor). Every layout fits it again, so a resize re-clamps it.
  private(set) var scroll: Position?
  private(set) var flagMode = false
  private(set) var note: MinesweeperNote?
  /// Up once the game is over: the panel (outcome, figures, where it ranked, the common keys), the receipt, `v`.
  private(set) var end: RoundEnd?
  var panel: EndOfRoundPanel? { end?.panel }
  var panelHidden: Bool { end?.hidden ?? false }
  var receipt: RoundReceipt? { end?.receipt }
  /// The help overlay or the too-small notice hides the board: the clock stops and the terminal cursor is hidden.
  private(set) var showingHelp = false

  /// A new game on `configuration` (already checked by the options screen) with the options in `choices`.
  public init(recorder: RoundRecorder, choices: MinesweeperChoices, configuration: MinefieldConfiguration, seed: UInt64) {
    self.recorder = recorder
    self.choices = choices
    self.configuration = configuration
    game = choices.game(on: configuration, seed: seed)
    cursor = configuration.centre
    roundUID = UUID().uuidString
  }

  /// The round `game` taken up again: replayed from its tape onto this screen's clock, under its old id.
  init(
    recorder: RoundRecorder, resuming game: MinesweeperGame, choices: MinesweeperChoices, configuration: MinefieldConfiguration,
    uid: String
  ) {
    self.recorder = recorder
    self.choices = choices
    self.configuration = configuration
    self.game = game
    // The cursor where the last cell was played: where the player's eyes were.
    cursor = game.moves.reversed().lazy.compactMap(\.move.cell).first ?? configuration.centre
    roundUID = uid
  }

  public var minimumSize: Size { MinesweeperBoardLayout.minimumSize(rows: configuration.rows, columns: configuration.columns) }

  /// A hidden board is a paused game: the clock stops until the board shows again.
  public mutating func covered(_ isShowing: Bool, frame: SceneFrame) {
    showingHelp = isShowing
    game.apply(isShowing ? .pause : .resume, at: frame.now)
  }

  /// The board's layout, its window moved as little as needed to show the cursor with `margin` cells round it; once
  /// the round is over, with room for the panel beside or under the board when there is some.
  func layout(for size: Size, margin: Int = 0) -> MinesweeperBoardLayout {
    var layout = MinesweeperBoardLayout(configuration: configuration, size: size)
    if let panel {
      let rect = panel.layout(in: layout.panelArea).rect
      layout = MinesweeperBoardLayout(configuration: configuration, size: size, panel: Size(width: rect.width, height: rect.height))
    }
    return layout.following(cursor, from: scroll, margin: margin)
  }

  // MARK: Input

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let layout = layout(for: frame.size)
    // The window the player sees (centred on the cursor when the board was just shown) is where moves start from.
    scroll = layout.windowStart
    // The window as this event leaves it, for the next one to move as little as it can: after a key or a resize it
    // keeps a margin round the cursor; a click (its cell was on screen) or the clock's tick only keep the cursor in
    // view, so the board never shifts under the mouse.
    defer {
      let margin = switch event {
      case .key, .resize: MinesweeperBoardLayout.margin
      default: 0
      }
      scroll = self.layout(for: frame.size, margin: margin).windowStart
    }
    if var end {
      if end.asksToUndo(event) {
        takeBack(at: frame.now)
        return nil
      }
      defer { self.end = end }
      let (choices, configuration) = (choices, configuration)
      return end.handle(
        event, frame: frame, area: layout.panelArea,
        playAgain: { MinesweeperScene(recorder: recorder, choices: choices, configuration: configuration, seed: recorder.nextSeed()) },
        options: { [recorder] in MinesweeperOptionsScene(recorder: recorder, choices: choices) })
    }
    let table = MinesweeperPlayAction.table(questionMarks: choices.questionMarks, flagMode: flagMode, daily: isDaily)
    guard let action = table.action(for: event, mouse: { MinesweeperPlayAction.click($0, layout: layout) }) else { return nil }
    return apply(action, frame: frame)
  }

  mutating func apply(_ action: MinesweeperPlayAction, frame: SceneFrame) -> Transition? {
    let now = frame.now
    switch action {
    case .move(let direction):
      let next = cursor.moved(direction)
      // The cursor stops at the edges (no wrap), and moving never clears the note: it is still true.
      if configuration.contains(next) { cursor = next }
      return nil
    case .reveal(let cell):
      let target = cell ?? cursor
      cursor = target
      note = nil
      if flagMode && game.marks[target] != .revealed {
        game.apply(.flag(target), at: now)
      } else {
        settle(game.apply(.reveal(target), at: now), frame: frame)
      }
    case .flag(let cell):
      let target = cell ?? cursor
      cursor = target
      note = nil
      game.apply(.flag(target), at: now)
    case .chord(let cell):
      let target = cell ?? cursor
      cursor = target
      note = nil
      settle(game.apply(.chord(target), at: now), frame: frame)
    case .scroll(let rows):
      // The window moves and the cursor comes along only as far as it must to keep its margin.
      let window = layout(for: frame.size).window.scrolled(byRows: rows)
      scroll = window.first
      cursor = window.keepingRow(of: cursor, margin: MinesweeperBoardLayout.margin)
    case .toggleFlagMode:
      flagMode.toggle()
    case .hint:
      giveHint(at: now)
    case .undo:
      takeBack(at: now)
    case .restart:
      self = MinesweeperScene(recorder: recorder, choices: choices, configuration: configuration, seed: recorder.nextSeed())
    case .options:
      return .replace(with: MinesweeperOptionsScene(recorder: recorder, choices: choices))
    case .back:
      return .leave
    }
    return nil
  }

  /// Notes a refusal, or saves the game when the move ended it.
  private mutating func settle(_ outcome: MinesweeperMoveOutcome, frame: SceneFrame) {
    guard case .revealed(let result) = outcome else { return }
    switch result {
    case .opened:
      break
    case .won, .exploded:
      finish(frame: frame)
    case .ignored(.flagged):
      note = .unflagFirst
    case .ignored(.flagsDoNotMatch):
      if let minefield = game.minefield { note = .flagsDoNotMatch(minefield.adjacentMines(cursor)) }
    case .ignored:
      break
    }
  }

  private mutating func giveHint(at now: Instant) {
    guard game.status != .ready else {
      note = .anyCellIsSafe
      return
    }
    guard case .hinted(let hint) = game.apply(.hint(near: cursor), at: now) else { return }
    switch hint {
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

  /// Takes back the reveal that lost: the panel goes, the cursor goes to the mine it opened, and play goes on.
  private mutating func takeBack(at now: Instant) {
    guard case .undone(.tookBack(let mine)) = game.apply(.undo, at: now) else {
      note = .nothingToUndo
      return
    }
    end = nil
    cursor = mine
    note = .tookBack(mine)
  }

  /// Saves the finished game once it ends (again after an undo: the loss saved before stays as it was); the panel
  /// shows from now on, with the receipt's line, and after a loss `u` to take it back.
  private mutating func finish(frame: SceneFrame) {
    guard receipt == nil, let finished = game.recordedRound else { return }
    note = nil
    let undo = game.status == .won ? nil : "take back the reveal that lost and play on (then not ranked)"
    end = .recording(finished, context: context, recorder: recorder, hides: true, undo: undo, panel: .minesweeper(game))
  }

  /// Once a second, on the second, while the clock runs; never before the first reveal or after the end.
  public func nextTick(after now: Instant) -> Instant? {
    guard game.status == .playing, game.pausedAt == nil, let start = game.startedAt else { return nil }
    // Pauses shift the clock's whole seconds by their length.
    return now.nextWholeSecond(since: start.advanced(byMilliseconds: game.pausedMilliseconds))
  }

  /// No-guess was asked for, but no guess-free board was found within the work limit.
  var mayNeedGuess: Bool { choices.noGuess && game.guessing == .mayNeedGuess }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let layout = layout(for: canvas.size)
    let daily = context.daily.map { "\($0.practice ? "Practice" : "Daily") \($0.day)" }
    drawBoard(into: &canvas, layout: layout, now: frame.now, theme: theme, title: daily)
    end?.draw(into: &canvas, theme: theme, area: layout.panelArea)
    if let row = layout.footerRow { Footer.draw(help, into: &canvas, theme: theme, row: row) }
  }
}
