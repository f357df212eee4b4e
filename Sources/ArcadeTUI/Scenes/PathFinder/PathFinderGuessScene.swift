import ArcadeCore
import Foundation

/// PathFinder, screen one: generate a grid, read its number of cells, guess its rows and columns.
public struct PathFinderGuessScene: Scene {
  /// The line under the guess: why the last Enter did not continue, or that the grid changed.
  enum Message: Hashable {
    case wrong(rows: Int, columns: Int)
    /// The grid's numbers, in the other order.
    case otherWayRound(rows: Int, columns: Int)
    case incomplete
    case noGridYet
    case newGrid
    /// A daily's grid is the day's: drawing another would let a player roll for an easier one.
    case dailyGrid
  }

  public let recorder: RoundRecorder
  private(set) var round: PathFinderRound
  /// Where the deal came from; a daily's grid is the day's, so no other is offered.
  public var context = RoundContext.free
  var isDaily: Bool { context.daily != nil }
  /// The round's id while it is kept as unfinished; the grid screen keeps it (`ResumableScene`).
  public let roundUID: String
  private(set) var draft = GridGuessDraft()
  private(set) var message: Message?

  public init(recorder: RoundRecorder, seed: UInt64, options: PathFinderOptions = .standard) {
    self.recorder = recorder
    round = PathFinderRound(seed: seed, options: options)
    roundUID = UUID().uuidString
  }

  /// A round taken up again with its grid drawn and not yet guessed, under its old id.
  init(recorder: RoundRecorder, resuming round: PathFinderRound, uid: String) {
    self.recorder = recorder
    self.round = round
    roundUID = uid
  }

  /// A new round with the next seed (the `--seed` one first, so a seeded game repeats exactly).
  ///
  /// `drawingTheGrid` draws it at once (and starts the clock): "play again" needs no extra `g`.
  public init(recorder: RoundRecorder, options: PathFinderOptions = .standard, drawingTheGrid: Bool = false) {
    self.init(recorder: recorder, seed: recorder.nextSeed(), options: options)
    if drawingTheGrid { round.apply(.drawGrid, at: recorder.now()) }
  }

  /// The block tightens its spacing below 14 rows (see `PathFinderGuessLayout`), so the arcade's smallest screen will do.
  public var minimumSize: Size { Size(width: 40, height: 12) }

  /// Before a grid the footer offers only to draw one; with a grid, the keys of the guess.
  public var help: SceneHelp {
    GuessAction.table(guessing: round.grid != nil, daily: isDaily).help(
      title: "PathFinder — guess the grid",
      notes: [
        "The grid has 4 to 6 rows and 4 to 6 columns; only its number of cells is shown.",
        "The clock starts when the grid is drawn, so a quick guess counts. It keeps running while this help is open.",
      ] + (round.options.walls ? ["Walls are on: the grid you steer through is a maze (change it in Options)."] : [])
    )
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let layout = PathFinderGuessLayout(canvas: frame.size)
    guard let action = GuessAction.table(guessing: round.grid != nil, daily: isDaily).action(for: event, click: layout.action(at:)) else { return nil }
    return apply(action, frame: frame)
  }

  private mutating func apply(_ action: GuessAction, frame: SceneFrame) -> Transition? {
    let guessBefore = (draft.rows, draft.columns)
    defer {
      // The last verdict was about the old guess (or the lack of one): once the guess changes it is stale.
      if (draft.rows, draft.columns) != guessBefore { message = nil }
    }
    switch action {
    case .generate:
      generate(frame: frame)
    case .enter:
      if round.grid == nil { generate(frame: frame) } else { return check(frame: frame) }
    case .check:
      return check(frame: frame)
    case .change(let delta):
      draft.change(by: delta)
    case .adjust(let side, let delta):
      draft.focus = side
      draft.change(by: delta)
    case .focus(let side):
      draft.focus = side
    case .switchFocus:
      draft.switchFocus()
    case .type(let digit):
      draft.type(digit)
    case .back:
      return .leave
    }
    return nil
  }

  private mutating func generate(frame: SceneFrame) {
    let hadGrid = round.grid != nil
    if hadGrid, isDaily {
      message = .dailyGrid
      return
    }
    round.apply(.drawGrid, at: frame.now)
    message = hadGrid ? .newGrid : nil
  }

  private mutating func check(frame: SceneFrame) -> Transition? {
    guard round.grid != nil else {
      message = .noGridYet
      return nil
    }
    guard let guess = draft.complete else {
      message = .incomplete
      return nil
    }
    guard case .guessed(let result) = round.apply(.guess(rows: guess.rows.value, columns: guess.columns.value), at: frame.now)
    else { return nil }
    switch result {
    case .correct:
      return .replace(with: PathFinderGridScene(recorder: recorder, round: round, uid: roundUID, context: context))
    case .wrong:
      message = .wrong(rows: guess.rows.value, columns: guess.columns.value)
    case .otherWayRound:
      message = .otherWayRound(rows: guess.rows.value, columns: guess.columns.value)
    case .noGridYet:
      message = .noGridYet
    case .outOfRange, .alreadyGuessed:
      break  // the draft is clamped to 4…6 and this screen leaves once the guess is right
    }
    return nil
  }

  /// The clock is not paused under the help overlay: the issue times the whole round from the
  /// grid's drawing ("guessing fast counts"), so reading the help costs time. Ticks keep coming,
  /// so the time shown stays live.
  public mutating func covered(_ isShowing: Bool, frame: SceneFrame) {}

  public func nextTick(after now: Instant) -> Instant? {
    round.startedAt.map { now.nextWholeSecond(since: $0) }
  }

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let layout = PathFinderGuessLayout(canvas: canvas.size)
    PathFinderHeader.draw(into: &canvas, seed: round.seed, options: round.options, theme: theme)
    drawStepLine(into: &canvas, now: frame.now, theme: theme)
    let x = layout.x
    canvas.put(PathFinderGuessLayout.generateLabel, at: Point(x: x, y: layout.generateRow), style: .bold)
    if let count = round.cellCount {
      canvas.put("Total number of cells is \(count)", at: Point(x: x, y: layout.countRow), style: theme.accent)
    } else {
      canvas.put("No grid yet: press g or Enter.", at: Point(x: x, y: layout.countRow), style: theme.muted)
    }
    for side in GridGuessDraft.Side.allCases {
      drawSide(side, into: &canvas, layout: layout, theme: theme)
    }
    let canContinue = round.grid != nil && draft.complete != nil
    canvas.put(PathFinderGuessLayout.continueLabel, at: Point(x: x, y: layout.continueRow), style: canContinue ? .bold : theme.muted)
    let enterNote = round.grid == nil ? "Enter: generate a grid" : "Enter: check the guess and continue"
    canvas.put(enterNote, at: Point(x: x, y: layout.enterNoteRow), style: theme.muted)
    if let message {
      let (text, style) = describe(message, theme: theme)
      canvas.put(String(text.prefix(canvas.width - x)), at: Point(x: x, y: layout.messageRow), style: style)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }

  /// "Step 1 of 2: guess the grid", and once the grid is drawn the running clock beside it, in bold like the
  /// grid screen's counters: the round is timed from the grid's drawing, so the player sees it run from then.
  private func drawStepLine(into canvas: inout Canvas, now: Instant, theme: Theme) {
    let step = "Step 1 of 2: guess the grid"
    guard round.grid != nil else {
      let line = fittingText(["\(step) (the clock starts at g)", step], width: canvas.width - 2)
      canvas.putCentered(line, row: 1, style: theme.muted)
      return
    }
    let time = "Time \(formatDuration(milliseconds: round.elapsedMilliseconds(at: now)))"
    let lead = fittingText(["\(step)   ", "Step 1 of 2   ", ""], width: canvas.width - 2 - time.count)
    let x = max(0, (canvas.width - lead.count - time.count) / 2)
    canvas.put(lead, at: Point(x: x, y: 1), style: theme.muted)
    canvas.put(time, at: Point(x: x + lead.count, y: 1), style: .bold)
  }

  private func drawSide(_ side: GridGuessDraft.Side, into canvas: inout Canvas, layout: PathFinderGuessLayout, theme: Theme) {
    let y = layout.sidesRow
    let spots = layout.spots(of: side)
    let focused = draft.focus == side
    if focused { canvas.put(String(theme.glyphs.pointer), at: Point(x: spots.pointerX, y: y), style: theme.accent) }
    canvas.put(PathFinderGuessLayout.label(of: side), at: Point(x: spots.labelX, y: y), style: focused ? theme.accent.emphasised : .bold)
    canvas.put("[-]", at: Point(x: spots.minusX, y: y), style: theme.muted)
    let value = draft[side].map { "\($0.value)" } ?? "?"
    canvas.put(" \(value) ", at: Point(x: spots.valueX - 1, y: y), style: focused ? theme.selected : .bold)
    canvas.put("[+]", at: Point(x: spots.plusX, y: y), style: theme.muted)
  }

  private func describe(_ message: Message, theme: Theme) -> (String, Style) {
    let by = "×"  // ASCII mode: the loop draws it as x
    return switch message {
    case .wrong(let rows, let columns): ("\(rows) \(by) \(columns) is not the grid. Try again.", theme.bad)
    case .otherWayRound(let rows, let columns): ("\(rows) \(by) \(columns): right numbers, other way round.", theme.status)
    case .incomplete: ("Set both rows and columns first.", theme.status)
    case .noGridYet: ("Generate a grid first (g or Enter).", theme.status)
    case .newGrid: ("A new grid: guess again.", theme.muted)
    case .dailyGrid: ("The daily's grid is the day's: no other.", theme.status)
    }
  }
}
