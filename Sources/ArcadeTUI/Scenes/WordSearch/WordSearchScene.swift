import ArcadeCore
import Foundation

/// A WordSearch puzzle being played: the grid with a cursor, the word list, the status line,
/// then the disco finish and the end-of-round panel.
struct WordSearchScene: Scene {
  enum Phase: Equatable {
    case playing
    /// `v` was pressed: the list cursor is on one of the words a reveal can show (an index into `game.revealable`).
    case choosingReveal(Int)
    /// Every word is found or revealed: cells light up until `until`, or a key.
    case disco(until: Instant)
    case over
  }

  let recorder: RoundRecorder
  let choices: WordSearchChoices
  let library: WordSearchThemeLibrary
  private(set) var game: WordSearchGame
  /// Where the deal came from; a daily's puzzle has no new puzzle, options or reveals while it is played.
  var context = RoundContext.free
  var isDaily: Bool { context.daily != nil }
  /// The round's id while it is kept as unfinished (`ResumableScene`).
  let roundUID: String
  private(set) var cursor = Position(row: 0, column: 0)
  private(set) var scroll = Position(row: 0, column: 0)
  /// A mouse drag: where it was pressed and the snapped end it reaches.
  var drag: (start: Position, end: Position)?
  var phase = Phase.playing
  var note: String?
  /// The panel once the disco is over, with the receipt.
  var end: RoundEnd?
  /// The receipt from the moment the puzzle was solved (the panel comes after the disco).
  var recorded: RoundReceipt?
  var panel: EndOfRoundPanel? { end?.panel }
  var receipt: RoundReceipt? { end?.receipt ?? recorded }
  private(set) var discoFrame = 0

  static let discoMilliseconds: Int64 = 3000
  static let discoFrameMilliseconds: Int64 = 100

  init(recorder: RoundRecorder, choices: WordSearchChoices, library: WordSearchThemeLibrary, seed: UInt64) {
    self.recorder = recorder
    self.choices = choices
    self.library = library
    let puzzle = choices.puzzle(in: library, seed: seed)
      ?? WordSearchGenerator.generate(size: choices.size, difficulty: choices.difficulty, source: .words([]), seed: seed)
    game = WordSearchGame(puzzle: puzzle, reveals: choices.reveals, startedAt: recorder.now())
    roundUID = UUID().uuidString
    if !puzzle.dropped.isEmpty {
      note = "Left out: " + puzzle.dropped.map { $0.note(size: puzzle.size) }.joined(separator: "; ")
    }
  }

  /// The round `game` taken up again under its old id.
  init(
    recorder: RoundRecorder, resuming game: WordSearchGame, choices: WordSearchChoices, library: WordSearchThemeLibrary, uid: String
  ) {
    self.recorder = recorder
    self.choices = choices
    self.library = library
    self.game = game
    roundUID = uid
  }

  var puzzle: WordSearchPuzzle { game.puzzle }

  func nextTick(after now: Instant) -> Instant? {
    switch phase {
    case .disco: now.advanced(byMilliseconds: Self.discoFrameMilliseconds)
    case .playing, .choosingReveal: now.nextWholeSecond(since: game.startedAt)
    case .over: nil
    }
  }

  // MARK: Input

  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let now = frame.now
    switch phase {
    case .over:
      guard var end else { return nil }
      defer { self.end = end }
      let (choices, library) = (self.choices, self.library)
      return end.handle(
        event, frame: frame,
        playAgain: { WordSearchScene(recorder: recorder, choices: choices, library: library, seed: recorder.nextSeed()) },
        options: { [recorder] in WordSearchOptionsScene(recorder: recorder, library: library, choices: choices) })
    case .disco(let until):
      if event == .tick {
        discoFrame += 1
        if now >= until { endDisco(frame: frame) }
      } else if case .key = event {
        endDisco(frame: frame)
      }
      return nil
    case .choosingReveal(let selected):
      chooseReveal(event, selected: selected, frame: frame)
      return nil
    case .playing:
      let layout = layout(for: frame.size)
      scroll = window(in: layout)
      guard let action = WordSearchPlayAction.from(event, layout: layout, scroll: scroll, daily: isDaily) else { return nil }
      return apply(action, layout: layout, frame: frame)
    }
  }

  /// Esc takes back a half-made selection (a first letter marked, a drag); false when there was none: Esc then goes
  /// back, as everywhere.
  private mutating func cancelSelection(at now: Instant) -> Bool {
    let dragging = drag != nil
    drag = nil
    guard game.apply(.cancelMark, at: now) == .cancelled(.cancelled) else { return dragging }
    note = nil
    return true
  }

  mutating func apply(_ action: WordSearchPlayAction, layout: WordSearchLayout, frame: SceneFrame) -> Transition? {
    let now = frame.now
    switch action {
    case .move(let rows, let columns):
      let next = Position(row: cursor.row + rows, column: cursor.column + columns)
      if puzzle.contains(next) { cursor = next }
    case .mark:
      settle(game.apply(.mark(cursor), at: now), frame: frame)
    case .cancel:
      if !cancelSelection(at: now) { return .leave }
    case .dragStart(let cell):
      drag = (cell, cell)
      cursor = cell
    case .dragTo(let cell):
      guard let start = drag?.start else { return nil }
      let end = SelectionSnap.end(from: start, toward: cell, size: puzzle.size)
      drag = (start, end)
      cursor = end
    case .dragEnd(let released):
      guard let (start, dragged) = drag else { return nil }
      drag = nil
      // A terminal that sends no motion (or a press and release read together) still says where the
      // button went up: a release on another letter ends the selection there.
      var end = dragged
      if dragged == start, let released, released != start {
        end = SelectionSnap.end(from: start, toward: released, size: puzzle.size)
      }
      // A press and release on one letter is a click: it marks one end, as Space does.
      if start == end {
        settle(game.apply(.mark(start), at: now), frame: frame)
      } else {
        game.apply(.cancelMark, at: now)
        settle(game.apply(.select(from: start, to: end), at: now), frame: frame)
      }
    case .scroll(let rows):
      // The window moves and the cursor comes along only as far as needed to stay in it.
      let window = layout.window(at: scroll).scrolled(byRows: rows)
      scroll = window.first
      cursor = window.keepingRow(of: cursor)
    case .reveal:
      if game.revealsLeft <= 0 {
        note = game.revealsAllowed == 0 ? "This puzzle has no reveals." : "No reveals left."
      } else if !game.revealable.isEmpty {
        phase = .choosingReveal(0)
        note = WordSearchRevealAction.prompt
      }
    case .newPuzzle:
      self = WordSearchScene(recorder: recorder, choices: choices, library: library, seed: recorder.nextSeed())
    case .options:
      return .replace(with: WordSearchOptionsScene(recorder: recorder, library: library, choices: choices))
    case .back:
      return .leave
    }
    scroll = layout.scroll(scroll, showing: cursor)
    return nil
  }

  mutating func chooseReveal(_ event: InputEvent, selected: Int, frame: SceneFrame) {
    let candidates = game.revealable
    guard !candidates.isEmpty else {
      phase = .playing
      return
    }
    switch WordSearchRevealAction.table.action(for: event, click: WordSearchRevealAction.click) {
    case .step(let delta)?:
      phase = .choosingReveal(max(0, min(candidates.count - 1, selected + delta)))
    case .reveal?:
      reveal(candidates[min(selected, candidates.count - 1)], frame: frame)
    case .cancel?:
      phase = .playing
      note = nil
    case .click(let point)?:
      let layout = layout(for: frame.size)
      if let entry = layout.listEntry(at: point, wordCount: puzzle.placements.count), candidates.contains(entry) {
        reveal(entry, frame: frame)
      }
    case nil:
      break
    }
  }

  mutating func reveal(_ index: Int, frame: SceneFrame) {
    phase = .playing
    guard case .revealed(let result) = game.apply(.reveal(word: index), at: frame.now) else { return }
    switch result {
    case .revealed(let index):
      note = "Revealed: \(puzzle.placements[index].word)"
    case .finished:
      finish(frame: frame)
    case .refused:
      note = nil
    }
  }

  /// Says what a mark or a selection did; a selection is a mark's second end, said the same way.
  mutating func settle(_ outcome: WordSearchMoveOutcome, frame: SceneFrame) {
    let result: WordSearchMarkResult
    switch outcome {
    case .marked(let marked): result = marked
    case .selected(let selected): result = .selected(selected)
    case .cancelled, .revealed: return
    }
    switch result {
    case .started(let cell):
      note = "First letter \(puzzle.letter(at: cell)) marked; now the last."
    case .selected(.found(let index)):
      note = "Found \(puzzle.placements[index].word)!"
    case .selected(.finished):
      finish(frame: frame)
    case .selected(.alreadyFound(let index)):
      note = "\(puzzle.placements[index].word) is already found."
    case .selected(.alreadyRevealed(let index)):
      note = "\(puzzle.placements[index].word) was revealed."
    case .selected(.notAWord):
      note = "Not one of the words."
    case .selected(.notALine):
      note = "Words run in straight lines: across, down or diagonal."
    case .selected(.ignored), .ignored:
      break
    }
  }
}
