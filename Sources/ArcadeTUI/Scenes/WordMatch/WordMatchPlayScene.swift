import ArcadeCore
import Foundation

/// The WordMatch game screen: the prompt near the top, the candidate falling to the landing line, two answer buttons.
///
/// Everything drawn comes from the engine and the clock reading, so a frame
/// between two row changes is identical to the one before (the terminal sends
/// nothing), and `nextTick` asks for exactly the engine's next change.
public struct WordMatchPlayScene: Scene {
  public let recorder: RoundRecorder
  public private(set) var game: WordMatchGame
  public let choices: WordMatchChoices
  /// The round's id while it is kept as unfinished (`ResumableScene`).
  public let roundUID: String
  /// Where the deal came from (free, chosen seed, a day's daily).
  public var context = RoundContext.free
  /// The terminal size seen last, for `nextTick`, which gets no frame.
  private var screen: Size

  /// Starts `game`, dealt and not yet started, with the first word falling at `now`.
  ///
  /// Callers read the clock after dealing: dealing builds the list's translations (10–20 ms for a
  /// shipped list the first time), and a clock read before it made the first row move come that much early.
  public init(recorder: RoundRecorder, game: WordMatchGame, choices: WordMatchChoices, startingAt now: Instant, screen: Size) {
    self.recorder = recorder
    self.game = game
    self.game.apply(.start, at: now)
    self.choices = choices
    self.screen = screen
    roundUID = UUID().uuidString
  }

  /// The round `game`, started and replayed, taken up again at its next pair under its old id.
  init(recorder: RoundRecorder, resuming game: WordMatchGame, choices: WordMatchChoices, uid: String, screen: Size) {
    self.recorder = recorder
    self.game = game
    self.choices = choices
    self.screen = screen
    roundUID = uid
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public func nextTick(after now: Instant) -> Instant? {
    game.nextChange(after: now, rows: WordMatchPlayLayout(size: screen).fallRows)
  }

  public mutating func appear(frame: SceneFrame) {
    screen = frame.size
  }

  /// The help overlay or the too-small notice stops the clock, so neither costs time, a landing or points.
  ///
  /// Steps already due when it covers are played out by the pause and reported
  /// on the next tick, which the loop still delivers, so a game that ended just
  /// then still reaches its result screen.
  /// It leaves `screen` alone: right after a resize the frame may still hold the old size, and the
  /// `.resize` event, which always reaches the scene first, has already set the new one.
  public mutating func covered(_ isShowing: Bool, frame: SceneFrame) {
    if isShowing {
      game.apply(.pause, at: frame.now)
    } else {
      game.apply(.resume, at: frame.now)
    }
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    screen = frame.size
    if case .resize(let size) = event { screen = size }
    let now = frame.now
    switch action(for: event) {
    case .nothing:
      return nil
    case .catchUp:
      return catchUp(to: now, frame: frame)
    case .relayout:
      return nil
    case .claim(let claim):
      // Time first: a word that landed before the key press counts as landed, not answered.
      if let transition = catchUp(to: now, frame: frame) { return transition }
      game.apply(.answer(claim), at: now)
      return nil
    case .leave:
      // Kept under Resume, as every round left before its end.
      return .leave
    }
  }

  func action(for event: InputEvent) -> WordMatchPlayAction {
    switch event {
    case .tick:
      return .catchUp
    case .resize:
      // The loop drops a resize's transition, so the game may not end here: the next tick catches up.
      return .relayout
    default:
      let buttons = WordMatchPlayLayout(size: screen).buttons()
      let click: (Point) -> WordMatchPlayAction = { point in
        if buttons.correct.rect.contains(point) { return .claim(.correct) }
        if buttons.wrong.rect.contains(point) { return .claim(.wrong) }
        return .nothing
      }
      return WordMatchPlayAction.table.action(for: event, click: click) ?? .nothing
    }
  }

  /// Lands words, ends flashes and deals pairs up to `now`; at the end, records the round and shows the result.
  private mutating func catchUp(to now: Instant, frame: SceneFrame) -> Transition? {
    guard case .waited(let events) = game.apply(.wait, at: now),
      events.contains(where: { if case .over = $0 { true } else { false } })
    else { return nil }
    let receipt = game.recordedRound.map { recorder.record($0, context: context) }
    return .replace(with: WordMatchResultScene(recorder: recorder, game: game, choices: choices, receipt: receipt))
  }

  // MARK: - Drawing

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let text = WordMatchText(glyphs: theme.glyphs)
    let layout = WordMatchPlayLayout(size: canvas.size)
    let now = frame.now
    drawHeader(into: &canvas, layout: layout, theme: theme, text: text)
    drawPrompt(into: &canvas, layout: layout, theme: theme, text: text)
    drawLandingLine(into: &canvas, layout: layout, theme: theme)
    drawFallingWord(into: &canvas, layout: layout, theme: theme, text: text, now: now)
    drawLastCorrection(into: &canvas, layout: layout, theme: theme, text: text)
    if game.isPaused && !layout.roomy {
      // A small terminal's help covers the header; the bottom row, left uncovered, says why nothing moves.
      canvas.putCentered("Paused", row: layout.buttonsRow, style: theme.accent)
    } else {
      let buttons = layout.buttons()
      buttons.wrong.draw(into: &canvas, theme: theme)
      buttons.correct.draw(into: &canvas, theme: theme)
    }
    if let footerRow = layout.footerRow {
      Footer.draw(help, into: &canvas, theme: theme, row: footerRow)
    }
  }

  private func drawHeader(into canvas: inout Canvas, layout: WordMatchPlayLayout, theme: Theme, text: WordMatchText) {
    let width = canvas.width
    let pair = "Pair \(game.round?.number ?? 0) of \(game.options.pairCount)"
    // The help overlay covers the middle while paused; the header says why nothing moves.
    let paused = game.isPaused ? "Paused\(text.separator)" : ""
    let about = "\(text.title(of: game.wordList))\(text.separator)\(game.options.speed.title)"
    if layout.roomy {
      let x = canvas.put("WordMatch", at: Point(x: 1, y: layout.headerRow), style: theme.title)
      canvas.put("\(text.separator)\(about)", at: Point(x: x, y: layout.headerRow), style: theme.muted)
    } else {
      canvas.put(
        String(about.prefix(max(0, width - paused.count - pair.count - 2))), at: Point(x: 0, y: layout.headerRow),
        style: theme.muted)
    }
    let pairX = max(0, width - pair.count - (layout.roomy ? 1 : 0))
    if !paused.isEmpty {
      canvas.put(paused, at: Point(x: max(0, pairX - paused.count), y: layout.headerRow), style: theme.accent)
    }
    canvas.put(pair, at: Point(x: pairX, y: layout.headerRow), style: .bold)

    let counters = WordMatchText.counters(correct: game.correctAttempts, wrong: game.wrongAttempts, width: width)
    canvas.put(counters, at: Point(x: layout.roomy ? 1 : 0, y: layout.countersRow), style: .bold)

    var status = "Lives: \(game.livesLeft) of \(game.options.lives)   Score: \(game.score)"
    var points = ""
    if case .feedback(.right(let earned), _) = game.phase { points = " +\(earned)" }
    status += points
    // The points stay in one place at the end, so the score does not jump when they appear.
    let statusWidth = status.count - points.count + 4
    let statusX = layout.roomy ? max(0, width - statusWidth - 1) : 0
    let afterScore = canvas.put(String(status.dropLast(points.count)), at: Point(x: statusX, y: layout.statusRow), style: .plain)
    if !points.isEmpty { canvas.put(points, at: Point(x: afterScore, y: layout.statusRow), style: theme.good) }

    if layout.roomy {
      canvas.put(String(repeating: theme.glyphs.horizontal, count: width), at: Point(x: 0, y: layout.countersRow + 1), style: theme.frame)
    }
  }

  private func drawPrompt(into canvas: inout Canvas, layout: WordMatchPlayLayout, theme: Theme, text: WordMatchText) {
    guard let round = game.round else { return }
    let word = text.word(round.prompt)
    if layout.roomy {
      let boxWidth = max(word.count, game.wordList.source.name.count + 2) + 8
      let box = Rect(x: (canvas.width - boxWidth) / 2, y: layout.promptRow - 1, width: boxWidth, height: 3)
      Box.draw(box, in: &canvas, glyphs: theme.glyphs, style: theme.frame, title: game.wordList.source.name, titleStyle: theme.muted)
    }
    canvas.putCentered(word, row: layout.promptRow, style: theme.title)
  }

  private func drawLandingLine(into canvas: inout Canvas, layout: WordMatchPlayLayout, theme: Theme) {
    let margin = layout.roomy ? 2 : 0
    let line = String(repeating: theme.glyphs.horizontal, count: max(0, canvas.width - 2 * margin))
    canvas.put(line, at: Point(x: margin, y: layout.landingRow), style: theme.frame)
  }

  /// After a mistake, the right translation: "house = casa" (all of them when the word has several).
  func correction(text: WordMatchText) -> String? {
    guard let miss = game.recentMiss else { return nil }
    let rights = miss.rightTranslations.map(text.word).joined(separator: ", ")
    return "\(text.word(miss.pair.prompt)) = \(rights)"
  }

  /// While the pair after a mistake falls, the mistake's right translation under the landing line (where there is a row for it).
  private func drawLastCorrection(into canvas: inout Canvas, layout: WordMatchPlayLayout, theme: Theme, text: WordMatchText) {
    guard layout.roomy, case .falling = game.phase, let correction = correction(text: text) else { return }
    let line = "\(theme.glyphs.wrong) \(correction)"
    canvas.putCentered(String(line.prefix(canvas.width)), row: layout.landingRow + 1, style: theme.muted)
  }

  private func drawFallingWord(into canvas: inout Canvas, layout: WordMatchPlayLayout, theme: Theme, text: WordMatchText, now: Instant) {
    guard let round = game.round else { return }
    let row = layout.fallTop + game.fallRow(at: now, rows: layout.fallRows)
    // Padded so the word stands clear of the landing line it lands on.
    let word = " \(text.word(round.candidate)) "
    let x = max(0, (canvas.width - word.count) / 2)
    let glyphs = theme.glyphs
    switch game.phase {
    case .feedback(let feedback, _):
      let good = { if case .right = feedback { true } else { false } }()
      let flash = theme.onColour(good ? theme.palette.good : theme.palette.bad)
      let end = canvas.put(word, at: Point(x: x, y: row), style: flash)
      let note: String =
        switch feedback {
        case .right(let points): "\(glyphs.check) +\(points)"
        case .wrong: "\(glyphs.wrong) wrong"
        case .landed: "\(glyphs.wrong) too late"
        }
      canvas.put(" \(note) ", at: Point(x: end, y: row), style: good ? theme.good : theme.bad)
      if !good, let correction = correction(text: text) {
        // Next to the flashing word, on the row that stays clear of the landing line.
        let line = row + 1 < layout.landingRow ? row + 1 : row - 1
        canvas.putCentered(String(correction.prefix(canvas.width)), row: line, style: .bold)
      }
    default:
      canvas.put(word, at: Point(x: x, y: row), style: theme.accent)
    }
  }
}
