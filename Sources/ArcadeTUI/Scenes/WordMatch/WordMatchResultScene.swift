import ArcadeCore

/// The end of a WordMatch game: the counters, score and time, the pairs missed with their right translations.
///
/// Nothing moves here (`nextTick` is nil): an untouched result screen costs no
/// wake-ups and no output.
public struct WordMatchResultScene: Scene {
  /// The finished game.
  public let game: WordMatchGame
  public let choices: WordMatchChoices
  /// The saved round's id, highlighted on the leaderboard; nil when it could not be saved.
  public let roundID: Int64?
  /// The highlighted button: 0 Play again, 1 Leaderboard, 2 Back to menu.
  private(set) var focus = 0
  private(set) var scroll = 0
  private var screen = Size(width: 80, height: 24)

  public init(game: WordMatchGame, choices: WordMatchChoices, roundID: Int64?) {
    self.game = game
    self.choices = choices
    self.roundID = roundID
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(
      title: "WordMatch result",
      keys: [
        ("Enter Space", "the highlighted button"),
        ("←→ h l Tab", "highlight another"),
        ("p r", "play again, new words"),
        ("L", "this game's leaderboard"),
        ("o", "change the options"),
        ("↑↓ j k PgUp PgDn", "scroll the misses"),
        ("q Esc", "back to the menu"),
        ("click", "a button"),
      ],
      notes: ["The seed repeats this game: arcade play wordmatch --seed \(game.seed)"]
    )
  }

  public mutating func appear(services: ArcadeServices) {
    screen = services.screenSize
  }

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    screen = services.screenSize
    if case .resize(let size) = event { screen = size }
    let layout = WordMatchResultLayout(size: screen)
    switch action(for: event, layout: layout) {
    case .nothing:
      scroll = min(scroll, layout.maximumScroll(count: game.missed.count))
      return nil
    case .focus(let delta):
      // No wrapping: from "Play again", ← must not reach "Back to menu" (which ends `arcade play`).
      focus = max(0, min(2, focus + delta))
      return nil
    case .scroll(let delta):
      scroll = max(0, min(layout.maximumScroll(count: game.missed.count), scroll + delta))
      return nil
    case .activate:
      return perform([.playAgain, .leaderboard, .menu][focus], services: services)
    case let action:
      return perform(action, services: services)
    }
  }

  func action(for event: InputEvent, layout: WordMatchResultLayout) -> WordMatchResultAction {
    switch event {
    case .key(.enter), .key(.character(" ")): .activate
    case .key(.character("p")), .key(.character("r")): .playAgain
    case .key(.character("L")): .leaderboard
    case .key(.character("o")): .options
    case .key(.character("q")), .key(.escape): .menu
    case .key(.right), .key(.character("l")), .key(.tab): .focus(1)
    case .key(.left), .key(.character("h")), .key(.backTab): .focus(-1)
    case .key(.down), .key(.character("j")): .scroll(1)
    case .key(.up), .key(.character("k")): .scroll(-1)
    case .key(.pageDown): .scroll(layout.missedLines)
    case .key(.pageUp): .scroll(-layout.missedLines)
    case .mouse(let mouse) where mouse.button == .wheelDown: .scroll(1)
    case .mouse(let mouse) where mouse.button == .wheelUp: .scroll(-1)
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      switch layout.buttons().firstIndex(where: { $0.rect.contains(mouse.position) }) {
      case 0: .playAgain
      case 1: .leaderboard
      case 2: .menu
      default: .nothing
      }
    default: .nothing
    }
  }

  private func perform(_ action: WordMatchResultAction, services: ArcadeServices) -> Transition? {
    switch action {
    case .playAgain:
      return .replace(
        with: WordMatchPlayScene(
          wordList: game.wordList, choices: choices, seed: services.seeds.nextSeed(), startingAt: services.now(),
          screen: services.screenSize))
    case .leaderboard:
      return .push(LeaderboardScene(game: .wordmatch, boardIndex: services.boards(of: .wordmatch).boardIndex(forVariant: game.variant), highlight: roundID))
    case .menu:
      return .pop
    case .options:
      return .replace(with: WordMatchSetupScene(choices: choices, services: services))
    case .focus, .activate, .scroll, .nothing:
      return nil
    }
  }

  // MARK: - Drawing

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    let text = WordMatchText(glyphs: theme.glyphs)
    let layout = WordMatchResultLayout(size: canvas.size)
    let width = canvas.width
    let heading: String =
      switch game.outcome {
      case .allPairsPlayed: "All \(WordMatchText.count(game.pairsShown, "pair")) played"
      case .outOfLives: "Out of lives after \(WordMatchText.count(game.pairsShown, "pair"))"
      case nil: "Game not finished"
      }
    canvas.putCentered(layout.roomy ? "WordMatch \(text.dash) \(heading)" : heading, row: layout.titleRow, style: theme.title)
    var about = [text.title(of: game.wordList), game.options.speed.title]
    if layout.roomy {
      about += [
        WordMatchText.count(game.options.pairCount, "pair"), WordMatchText.count(game.options.lives, "life", "lives"),
        "seed \(game.seed)",
      ]
    }
    canvas.putCentered(String(about.joined(separator: text.separator).prefix(width)), row: layout.aboutRow, style: theme.muted)

    let time = formatDuration(milliseconds: game.elapsedMilliseconds(at: services.now()))
    if layout.roomy {
      let figures: [(String, String)] = [
        ("Correct attempts", "\(game.correctAttempts)"),
        ("Wrong attempts", "\(game.wrongAttempts)"),
        ("Score", "\(game.score)"),
        ("Time", time),
        ("Pairs", "\(game.pairsShown) of \(game.options.pairCount)"),
      ]
      let x = max(0, (width - 30) / 2)
      for (i, (label, value)) in figures.enumerated() {
        canvas.put(label, at: Point(x: x, y: layout.figuresRow + i), style: .bold)
        canvas.put(value, at: Point(x: x + 30 - value.count, y: layout.figuresRow + i), style: label == "Score" ? theme.accent : .plain)
      }
    } else {
      canvas.putCentered(WordMatchText.counters(correct: game.correctAttempts, wrong: game.wrongAttempts, width: width), row: layout.figuresRow, style: .bold)
      canvas.putCentered("Score \(game.score)\(text.separator)Time \(time)", row: layout.figuresRow + 1, style: theme.accent)
    }
    drawMissed(into: &canvas, layout: layout, theme: theme, text: text)
    for (index, button) in layout.buttons().enumerated() {
      button.draw(into: &canvas, theme: theme, focused: index == focus)
    }
    if let footerRow = layout.footerRow {
      let footer = theme.glyphs.isUnicode
        ? "Enter choose · p again · L leaderboard · o options · ↑↓ scroll · q menu"
        : "Enter choose - p again - L leaderboard - o options - arrows scroll - q menu"
      canvas.putCentered(footer, row: footerRow, style: theme.muted)
    }
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
    let room = layout.missedLines
    let scroll = min(scroll, layout.maximumScroll(count: missed.count))
    let shown = lines.dropFirst(scroll).prefix(room)
    for (i, line) in shown.enumerated() {
      canvas.put(String(line.prefix(width)), at: Point(x: x, y: y + i))
    }
    let hidden = (above: scroll, below: missed.count - scroll - shown.count)
    if hidden.above > 0 || hidden.below > 0 {
      let arrows = ("↑", "↓")  // ASCII mode: the loop draws ^ and v
      var marks: [String] = []
      if hidden.above > 0 { marks.append("\(arrows.0) \(hidden.above) more") }
      if hidden.below > 0 { marks.append("\(arrows.1) \(hidden.below) more") }
      let note = marks.joined(separator: "  ")
      canvas.put(note, at: Point(x: max(0, width - note.count - 1), y: layout.missedHeaderRow), style: theme.muted)
    }
  }

  /// One missed pair: the prompt, the word shown, what happened and the right translations.
  private func line(for miss: WordMatchMiss, roomy: Bool, text: WordMatchText) -> String {
    let glyphs = text.glyphs
    let right = miss.rightTranslations.map(text.word).joined(separator: ", ")
    let prompt = text.word(miss.pair.prompt)
    let candidate = text.word(miss.pair.candidate)
    let what: String =
      switch miss.reason {
      case .answered(.correct): "Correct"
      case .answered(.wrong): "Wrong"
      case .landed: "none (landed)"
      }
    let arrow = glyphs.isUnicode ? "→" : "->"
    guard roomy else {
      let note: String =
        switch miss.reason {
        case .answered(.correct): "not \(candidate)"
        case .answered(.wrong): "you said Wrong"
        case .landed: "landed"
        }
      return "\(prompt) \(arrow) \(right) (\(note))"
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
