import ArcadeCore

/// WordSearch's Options: size, difficulty, theme and reveals, and a sentence saying what Start deals.
struct WordSearchOptionsScene: Scene {
  let recorder: RoundRecorder
  private(set) var form: OptionsForm
  let library: WordSearchThemeLibrary
  /// A line about flags that could not be used (an unknown --theme).
  let problem: String?

  private enum Row: Int { case size, difficulty, theme, reveals }

  init(recorder: RoundRecorder, library: WordSearchThemeLibrary, choices: WordSearchChoices, problem: String? = nil) {
    self.recorder = recorder
    self.library = library
    self.problem = problem
    let sizes = WordSearchChoices.offeredSizes
    let sizeIndex = sizes.firstIndex(of: choices.size) ?? sizes.firstIndex(of: WordSearchChoices.standard.size) ?? 0
    let names = library.names.isEmpty ? ["(none)"] : library.names
    let themeIndex = names.firstIndex { $0.lowercased() == choices.themeName.lowercased() } ?? 0
    form = OptionsForm(rows: [
      .init("Size", .choice(values: sizes.map { "\($0)×\($0)" }, selected: sizeIndex)),
      .init("Difficulty", .choice(values: WordSearchDifficulty.allCases.map(\.title), selected: WordSearchDifficulty.allCases.firstIndex(of: choices.difficulty) ?? 0)),
      .init("Theme", .choice(values: names, selected: themeIndex), isEnabled: !library.themes.isEmpty),
      .init("Reveals", .number(min(max(choices.reveals, 0), 9), range: WordSearchChoices.revealLimit)),
    ])
  }

  var choices: WordSearchChoices {
    WordSearchChoices(
      size: WordSearchChoices.offeredSizes[form.selection(Row.size.rawValue)],
      difficulty: WordSearchDifficulty.allCases[form.selection(Row.difficulty.rawValue)],
      theme: library.themes.isEmpty ? WordSearchTheme.defaultName : library.names[form.selection(Row.theme.rawValue)],
      reveals: min(max(form.selection(Row.reveals.rawValue), 0), 9))
  }

  var minimumSize: Size { Size(width: 40, height: 12) }

  var help: SceneHelp {
    SceneHelp(
      title: "WordSearch options", keys: form.helpEntries,
      notes: ["Themes are the files in data/wordsearch; add one and it is offered next time."])
  }

  /// What Start deals, in a sentence.
  var summary: [String] {
    let choices = choices
    var lines: [String] = []
    if let source = choices.source(in: library), case .theme(let theme) = source {
      let words = min(theme.words.count, WordSearchWordCount.wanted(forSize: choices.size))
      lines.append(
        "A \(choices.size)×\(choices.size) grid with \(words) \(theme.name) words; \(choices.difficulty.summary); "
          + "\(choices.reveals == 0 ? "no" : "\(choices.reveals)") reveal\(choices.reveals == 1 ? "" : "s").")
    } else {
      lines.append("No theme could be loaded: check data/wordsearch.")
    }
    return lines
  }

  private func formArea(_ size: Size) -> Rect {
    Rect(x: 0, y: 2, width: size.width, height: max(1, size.height - 4 - min(2, notes.count)))
  }

  /// Broken theme files and flags that could not be used, named so they can be fixed.
  private var notes: [String] { (problem.map { [$0] } ?? []) + library.problems }

  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let layout = form.layout(in: formArea(frame.size))
    switch form.handle(event, layout: layout) {
    case .start:
      guard !library.themes.isEmpty else { return nil }
      let chosen = choices
      recorder.player.remember(chosen, for: .wordsearch)
      return .replace(with: WordSearchScene(recorder: recorder, choices: chosen, library: library, seed: recorder.nextSeed()))
    case .back:
      return .leave
    case .changed, nil:
      return nil
    }
  }

  func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("WordSearch — Options", row: 0, style: theme.title)
    let layout = form.layout(in: formArea(canvas.size))
    form.draw(into: &canvas, theme: theme, layout: layout, summary: summary)
    var y = canvas.height - 1 - min(2, notes.count)
    for note in notes.prefix(2) {
      canvas.put(fittingText([note], width: canvas.width - 2), at: Point(x: 1, y: y), style: theme.bad)
      y += 1
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
