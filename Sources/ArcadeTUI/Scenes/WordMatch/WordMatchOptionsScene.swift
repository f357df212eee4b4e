import ArcadeCore

/// WordMatch's options: the word list, speed, pairs and lives on the shared form, then Start.
///
/// The lists come from the run's content (read once per run, the default pair first);
/// one that cannot be used is never offered, and the screen names it with its error.
public struct WordMatchOptionsScene: Scene {
  let recorder: RoundRecorder
  private let library: WordMatchLibrary
  /// Named when there are no lists: where to put them.
  private let dataDirectory: String
  /// The library entries the Words row offers, in its order: the lists that load.
  private let playable: [Int]
  /// Options the form does not show (the share of right pairs, the flash), kept as they came.
  private let base: WordMatchOptions
  private(set) var form: OptionsForm
  /// The chosen list's translations, built on a tick right after the form is drawn (10–20 ms for a shipped
  /// list) while the player reads it, so Start deals at once; nil until then, or for another list.
  private(set) var prepared: (list: Int, translations: WordMatchTranslations)?

  private enum Row: Int { case words, speed, pairs, lives }

  /// Starts from `choices` (the remembered ones), on the first row so Enter starts at once.
  public init(recorder: RoundRecorder, content: ContentLibrary, choices: WordMatchChoices = .standard, glyphs: GlyphSet) {
    self.recorder = recorder
    dataDirectory = content.dataDirectory
    let library = content.get(WordMatchLibrary.self)
    let playable = library.entries.indices.filter { library.entries[$0].list != nil }
    let text = WordMatchText(glyphs: glyphs)
    let chosen = library.preferredIndex(for: choices.listFile).flatMap(playable.firstIndex(of:)) ?? 0
    let options = choices.options
    let titles = playable.compactMap { library.entries[$0].list.map(text.title) }
    form = OptionsForm(rows: [
      OptionsForm.Row("Words", .choice(values: titles.isEmpty ? ["none"] : titles, selected: chosen), isEnabled: !titles.isEmpty),
      OptionsForm.Row("Speed", .choice(values: WordMatchOptions.Speed.allCases.map(text.speed), selected: Self.index(of: options.speed, in: WordMatchOptions.Speed.allCases, standard: .normal))),
      OptionsForm.Row("Pairs", .choice(values: WordMatchOptions.pairCountChoices.map(String.init), selected: Self.index(of: options.pairCount, in: WordMatchOptions.pairCountChoices, standard: WordMatchOptions.standard.pairCount))),
      OptionsForm.Row("Lives", .choice(values: WordMatchOptions.livesChoices.map(String.init), selected: Self.index(of: options.lives, in: WordMatchOptions.livesChoices, standard: WordMatchOptions.standard.lives))),
    ])
    self.library = library
    self.playable = playable
    base = options
  }

  /// Where `value` is among `choices`; a value not offered starts from the standard one.
  private static func index<T: Equatable>(of value: T, in choices: [T], standard: T) -> Int {
    choices.firstIndex(of: value) ?? choices.firstIndex(of: standard) ?? 0
  }

  /// The list Start would deal, nil when none loads.
  var chosenList: Int? {
    playable.isEmpty ? nil : playable[form.selection(Row.words.rawValue)]
  }

  /// What Start would deal.
  public var choices: WordMatchChoices {
    var options = base
    options.speed = WordMatchOptions.Speed.allCases[form.selection(Row.speed.rawValue)]
    options.pairCount = WordMatchOptions.pairCountChoices[form.selection(Row.pairs.rawValue)]
    options.lives = WordMatchOptions.livesChoices[form.selection(Row.lives.rawValue)]
    return WordMatchChoices(listFile: chosenList.map { library.entries[$0].fileName }, options: options)
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(
      title: "WordMatch options",
      keys: form.helpEntries,
      notes: [
        "A word falls under its partner; say whether it translates the word above before it lands.",
        "Only games of \(WordMatchOptions.rankedLength) are ranked on the boards; games of other lengths are saved "
          + "(they show in your recent results and in `arcade scores --export`) but not ranked.",
      ]
    )
  }

  /// The form's area: under the title (and a line about the game when there is room), above the footer.
  private func formLayout(for size: Size) -> OptionsFormLayout {
    let top = size.height >= 22 ? 3 : 1
    return form.layout(in: Rect(x: 0, y: top, width: size.width, height: max(1, size.height - top - 1)))
  }

  /// A tick at once while the chosen list's translations are not built yet, nothing after.
  public func nextTick(after now: Instant) -> Instant? {
    guard let chosenList, prepared?.list != chosenList else { return nil }
    return now
  }

  public mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if event == .tick {
      if let chosenList, prepared?.list != chosenList, let list = library.entries[chosenList].list {
        prepared = (chosenList, WordMatchTranslations(list))
      }
      return nil
    }
    switch form.handle(event, layout: formLayout(for: frame.size)) {
    case .start?: return start(frame: frame)
    case .back?: return .leave
    case .changed?, nil: return nil
    }
  }

  private func start(frame: SceneFrame) -> Transition? {
    guard let chosenList, let list = library.entries[chosenList].list else { return nil }
    recorder.player.remember(choices, for: .wordmatch)
    let translations = prepared?.list == chosenList ? prepared?.translations : nil
    let game = WordMatchGame(
      wordList: list, translations: translations ?? WordMatchTranslations(list), options: choices.options, seed: recorder.nextSeed())
    return .replace(with: WordMatchPlayScene(recorder: recorder, game: game, choices: choices, startingAt: recorder.now(), screen: frame.size))
  }

  /// The sentence under the form: what Start deals, whether it is ranked, and the lists left out.
  func sentence(compact: Bool, glyphs: GlyphSet, seedChosen: Bool) -> [String] {
    let options = choices.options
    let text = WordMatchText(glyphs: glyphs)
    var lines: [String] = []
    if let chosenList, let list = library.entries[chosenList].list {
      let pairs = WordMatchText.count(options.pairCount, "pair")
      let lives = WordMatchText.count(options.lives, "life", "lives")
      let fall = "\(options.speed.fallMilliseconds / 1000) s"
      lines.append(compact
        ? "\(pairs), \(lives); words fall in \(fall)."
        : "Start deals \(pairs) of \(text.title(of: list)); words fall in \(fall); \(lives).")
    } else {
      lines.append("No word list to play.")
    }
    if seedChosen {
      lines.append("A chosen seed: saved but not ranked.")
    } else if !options.isStandardLength {
      // True to the store: such a round is saved with its length in the variant, and no board ranks that variant.
      lines.append("Saved but not ranked: only \(WordMatchOptions.rankedLength) are ranked.")
    }
    let broken = library.entries.filter { $0.problem != nil }.map(\.fileName)
    if !broken.isEmpty { lines.append("Not offered: \(broken.joined(separator: ", ")) (see below).") }
    return lines
  }

  // MARK: - Drawing

  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let layout = formLayout(for: canvas.size)
    canvas.putCentered("WordMatch — Options", row: 0, style: theme.title)
    if canvas.height >= 22 {
      canvas.putCentered("Say whether the falling word translates the word above it.", row: 1, style: theme.muted)
    }
    let summary = sentence(compact: canvas.width < 60, glyphs: theme.glyphs, seedChosen: recorder.seeds.nextIsChosen)
    form.draw(into: &canvas, theme: theme, layout: layout, summary: summary)
    drawProblems(into: &canvas, from: layout.bottom + (canvas.height >= 22 ? 1 : 0), theme: theme, frame: frame)
    Footer.draw(help, into: &canvas, theme: theme)
  }

  /// Under the sentence: each broken list's whole error (it names the file), or why there are no lists.
  private func drawProblems(into canvas: inout Canvas, from top: Int, theme: Theme, frame: SceneFrame) {
    var messages = library.entries.compactMap(\.problem).map { "\($0)" }
    if let problem = library.folderProblem {
      messages.insert("\(problem)", at: 0)
    } else if library.entries.isEmpty {
      messages.append("Put word lists (*.json, see the README there) in \(dataDirectory)/wordmatch.")
    }
    let lines = messages.flatMap { wrapText($0, width: max(1, canvas.width - 2)) }
    for (offset, line) in lines.prefix(max(0, canvas.height - 1 - top)).enumerated() {
      canvas.putCentered(line, row: top + offset, style: theme.bad)
    }
  }
}
