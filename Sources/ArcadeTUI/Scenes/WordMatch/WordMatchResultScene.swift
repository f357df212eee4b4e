import ArcadeCore

/// The end of a WordMatch game: the shared end-of-round panel (outcome, figures, where it ranked),
/// and under it the pairs missed with their right translations, scrollable.
///
/// Nothing moves here (`nextTick` is nil): an untouched result screen costs no
/// wake-ups and no output.
public struct WordMatchResultScene: Scene {
  let recorder: RoundRecorder
  /// The finished game.
  public let game: WordMatchGame
  public let choices: WordMatchChoices
  /// What became of the round: saved or not, and its place on the board.
  public var receipt: RoundReceipt? { end.receipt }
  private(set) var end: RoundEnd
  var panel: EndOfRoundPanel { end.panel }
  private(set) var scroll = 0
  private var screen = Size(width: 80, height: 24)

  public init(recorder: RoundRecorder, game: WordMatchGame, choices: WordMatchChoices, receipt: RoundReceipt?) {
    self.recorder = recorder
    self.game = game
    self.choices = choices
    var panel = EndOfRoundPanel(title: "", headline: "", tone: .neutral, figures: [], hasOptions: true)
    panel.headline = WordMatchResultScene.headline(of: game)
    panel.tone = game.outcome == .allPairsPlayed ? .good : game.outcome == nil ? .neutral : .bad
    panel.add(receipt)
    end = RoundEnd(panel: panel, receipt: receipt)
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    var keys = end.helpEntries(board: "")
    // Before the way out, which the footer keeps last.
    keys.insert(contentsOf: Self.scrollKeys.helpEntries, at: keys.count - 1)
    return SceneHelp(
      title: "WordMatch result", keys: keys,
      notes: [
        WordMatchText.scoringRule, "The seed repeats this game: arcade play wordmatch --seed \(game.seed)",
      ])
  }

  private static func headline(of game: WordMatchGame) -> String {
    switch game.outcome {
    case .allPairsPlayed: "All \(WordMatchText.count(game.pairsShown, "pair")) played"
    case .outOfLives: "Out of lives after \(WordMatchText.count(game.pairsShown, "pair"))"
    case nil: "Game not finished"
    }
  }

  /// The panel as drawn at `size`: all the figures when roomy, the three that matter most otherwise.
  private func panel(for size: Size, glyphs: GlyphSet) -> EndOfRoundPanel {
    let text = WordMatchText(glyphs: glyphs)
    var panel = self.panel
    let about = "\(text.title(of: game.wordList)) · \(game.options.speed.title)"
    // The frame's title must fit inside its corners at 40 columns.
    panel.title = size.width >= 60 ? "WordMatch — \(about)" : about
    let time = formatDuration(milliseconds: game.elapsedMilliseconds(at: game.endedAt ?? game.startedAt ?? Instant(milliseconds: 0)))
    if size.height >= 22 {
      panel.figures = [
        .init("Score", "\(game.score)"),
        .init("Right pairs spotted", Self.tally(game.spotted, each: WordMatchScoring.spotPoints)),
        .init("Wrong pairs rejected", Self.tally(game.rejected, each: WordMatchScoring.rejectPoints)),
        .init("Wrong attempts", "\(game.wrongAttempts)"),
        .init("Time", time),
        .init("Pairs", "\(game.pairsShown) of \(game.options.pairCount)"),
      ]
    } else {
      panel.figures = [
        .init("Score", "\(game.spotted.points) + \(game.rejected.points) = \(game.score)"),
        .init("Correct / wrong", "\(game.correctAttempts) / \(game.wrongAttempts)"),
        .init("Time", time),
      ]
    }
    return panel
  }

  /// "3 × 50-100 = 240": how many, the points each could earn, and what they earned.
  static func tally(_ tally: WordMatchTally, each base: Int) -> String {
    "\(tally.count) × \(base)-\(2 * base) = \(tally.points)"
  }

  private func layout(for size: Size, glyphs: GlyphSet) -> WordMatchResultLayout {
    WordMatchResultLayout(size: size, panel: panel(for: size, glyphs: glyphs), missedCount: game.missed.count)
  }

  public mutating func appear(frame: SceneFrame) {
    screen = frame.size
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    screen = frame.size
    if case .resize(let size) = event { screen = size }
    let layout = layout(for: screen, glyphs: frame.theme.glyphs)
    let most = layout.maximumScroll(count: game.missed.count)
    if let step = Self.scrollKeys.action(for: event) {
      scroll = step.offset(from: scroll, page: layout.missedLines, last: most)
      return nil
    }
    scroll = min(scroll, most)
    let (game, choices) = (game, choices)
    return end.handle(
      event, frame: frame, area: layout.panelArea,
      figures: panel(for: screen, glyphs: frame.theme.glyphs).figures,
      playAgain: {
        // The same list again: its translations are already built.
        let next = WordMatchGame(
          wordList: game.wordList, translations: game.translations, options: choices.options, seed: recorder.nextSeed())
        return WordMatchPlayScene(recorder: recorder, game: next, choices: choices, startingAt: recorder.now(), screen: frame.size)
      },
      options: { [recorder] in
        WordMatchOptionsScene(recorder: recorder, content: recorder.content, choices: choices, glyphs: frame.theme.glyphs)
      })
  }

  /// The keys that scroll the missed pairs; the panel takes every other.
  static let scrollKeys = KeyTable<ScrollStep>([
    KeyRow.upDown("scroll the missed pairs", up: .lines(-1), down: .lines(1), priority: 1, footer: "↑↓ scroll")
      .withWheel(up: .lines(-1), down: .lines(1), named: false)
      .adding("PgUp PgDn", .on(.pageUp, do: .pages(-1)), .on(.pageDown, do: .pages(1))),
  ])

  // MARK: - Drawing

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let layout = layout(for: canvas.size, glyphs: theme.glyphs)
    panel(for: canvas.size, glyphs: theme.glyphs).draw(into: &canvas, theme: theme, area: layout.panelArea)
    drawMissed(into: &canvas, layout: layout, theme: theme, text: WordMatchText(glyphs: theme.glyphs))
    Footer.draw(help, into: &canvas, theme: theme)
  }

  private func drawMissed(into canvas: inout Canvas, layout: WordMatchResultLayout, theme: Theme, text: WordMatchText) {
    let missed = game.missed
    let width = canvas.width
    guard !missed.isEmpty else {
      canvas.putCentered("No pairs missed.", row: layout.missedHeaderRow, style: theme.good)
      return
    }
    let lines = missed.map { line(for: $0, roomy: layout.roomy, text: text) }
    let header = layout.roomy ? Self.columns([game.wordList.source.name, game.wordList.target.name, "Your answer", "Right translation"]) : nil
    let tableWidth = min(width, (lines + [header ?? ""]).map(\.count).max() ?? 0)
    let x = max(0, (width - tableWidth) / 2)
    canvas.put("Missed pairs (\(missed.count)):", at: Point(x: x, y: layout.missedHeaderRow), style: .bold)
    var y = layout.firstMissedRow
    if let header {
      canvas.put(header, at: Point(x: x, y: y), style: theme.muted)
      y += 1
    }
    let scroll = min(scroll, layout.maximumScroll(count: missed.count))
    let shown = lines.dropFirst(scroll).prefix(layout.missedLines)
    for (i, line) in shown.enumerated() {
      canvas.put(line.prefix(fittingWidth: width), at: Point(x: x, y: y + i))
    }
    let hidden = (above: scroll, below: missed.count - scroll - shown.count)
    if hidden.above > 0 || hidden.below > 0 {
      var marks: [String] = []
      if hidden.above > 0 { marks.append("↑ \(hidden.above) more") }
      if hidden.below > 0 { marks.append("↓ \(hidden.below) more") }
      let note = marks.joined(separator: "  ")
      canvas.put(note, at: Point(x: max(0, width - displayWidth(note) - 1), y: layout.missedHeaderRow), style: theme.muted)
    }
  }

  /// One missed pair: the prompt, the word shown, what happened and the right translations.
  private func line(for miss: WordMatchMiss, roomy: Bool, text: WordMatchText) -> String {
    let right = miss.rightTranslations.map(text.word).joined(separator: ", ")
    let prompt = text.word(miss.pair.prompt)
    let candidate = text.word(miss.pair.candidate)
    guard roomy else {
      let note: String =
        switch miss.reason {
        case .answered(.correct): "not \(candidate)"
        case .answered(.wrong): "you said Wrong"
        case .landed: "landed"
        }
      return "\(prompt) → \(right) (\(note))"
    }
    let what: String =
      switch miss.reason {
      case .answered(.correct): "Correct"
      case .answered(.wrong): "Wrong"
      case .landed: "none (landed)"
      }
    return Self.columns([prompt, candidate, what, right])
  }

  /// Prompt, shown word, answer, translations: entries are at most 14 characters, so fixed columns fit them all.
  private static func columns(_ cells: [String]) -> String {
    let widths = [16, 16, 15]
    return cells.enumerated().map { index, cell in
      index < widths.count ? cell.padding(toLength: max(widths[index], cell.count + 1), withPad: " ", startingAt: 0) : cell
    }.joined()
  }
}
