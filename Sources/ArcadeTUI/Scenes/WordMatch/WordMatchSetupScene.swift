import ArcadeCore

/// The WordMatch setup screen: choose the language pair, speed, number of pairs and lives, then Enter starts.
///
/// Every `*.json` file of `data/wordmatch` is listed; one that cannot be used
/// shows its error (which names the file) in place of its title, and the
/// other lists stay playable.
public struct WordMatchSetupScene: Scene {
  private let library: WordMatchLibrary
  /// The list a game would use: always a good one, nil when none is.
  private(set) var chosenList: Int?
  private(set) var options: WordMatchOptions
  private(set) var cursor: WordMatchSetupRow

  /// Reads the lists from `services.dataDirectory` and starts from `choices` (the last ones of this session).
  public init(choices: WordMatchChoices = .standard, services: ArcadeServices) {
    library = WordMatchLibrary.load(dataDirectory: services.dataDirectory)
    chosenList = library.preferredIndex(for: choices.listFile)
    options = choices.options
    cursor = chosenList == nil ? .speed : .language
  }

  /// What the screen would start a game with.
  public var choices: WordMatchChoices {
    WordMatchChoices(listFile: chosenList.map { library.entries[$0].fileName }, options: options)
  }

  public var minimumSize: Size { Size(width: 40, height: 12) }

  public var help: SceneHelp {
    SceneHelp(
      title: "WordMatch setup",
      keys: [
        ("↑↓ j k", "move: through the language pairs, then the rows"),
        ("Tab Shift-Tab", "next / previous row"),
        ("←→ h l Space", "change the value (language pair, speed…)"),
        ("Enter", "start the game"),
        ("click", "a list, ◀ ▶ or Start"),
        ("q Esc", "back to the menu"),
      ],
      notes: [
        "A word falls from the top; say whether it translates the word above before it lands.",
        "Only games of \(Self.standardLength) are ranked on the boards; games of other lengths are saved "
          + "(they show in your recent results and in `arcade scores --export`) but not ranked.",
      ]
    )
  }

  private func layout(for size: Size) -> WordMatchSetupLayout {
    WordMatchSetupLayout(size: size, listCount: library.entries.count, chosenList: chosenList)
  }

  public mutating func handle(_ event: InputEvent, services: ArcadeServices) -> Transition? {
    switch action(for: event, layout: layout(for: services.screenSize)) {
    case .nothing:
      return nil
    case .back:
      return .pop
    case .move(let delta):
      // On the language pairs, ↑ ↓ walk them; past the first or last they go on to the rows around.
      if cursor == .language, let chosenList, let next = Self.neighbour(of: chosenList, by: delta, in: playableLists) {
        self.chosenList = next
      } else {
        moveRow(by: delta)
      }
    case .moveRow(let delta):
      moveRow(by: delta)
    case .change(let delta):
      change(by: delta)
    case .select(let row, let delta):
      cursor = row
      if row == .start { return start(services: services) }
      change(by: delta)
    case .chooseList(let index):
      cursor = .language
      if library.entries[index].list != nil { chosenList = index }
    case .start:
      return start(services: services)
    }
    return nil
  }

  func action(for event: InputEvent, layout: WordMatchSetupLayout) -> WordMatchSetupAction {
    switch event {
    case .key(.up), .key(.character("k")): return .move(-1)
    case .key(.down), .key(.character("j")): return .move(1)
    case .key(.backTab): return .moveRow(-1)
    case .key(.tab): return .moveRow(1)
    case .key(.left), .key(.character("h")): return .change(-1)
    case .key(.right), .key(.character("l")), .key(.character(" ")): return .change(1)
    case .key(.enter): return .start
    case .key(.character("q")), .key(.escape): return .back
    case .mouse(let mouse) where mouse.button == .wheelUp: return .move(-1)
    case .mouse(let mouse) where mouse.button == .wheelDown: return .move(1)
    case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
      if let index = layout.list(at: mouse.position.y, listCount: library.entries.count) { return .chooseList(index) }
      guard let row = layout.setupRow(at: mouse.position.y) else { return .nothing }
      switch row {
      case .speed, .pairs, .lives:
        // The value reads "◀ 15 ▶": a click on the left arrow steps back, anywhere right of it steps on.
        let x = mouse.position.x
        return .select(row, change: x < layout.valueX ? 0 : x < layout.valueX + 2 ? -1 : 1)
      case .language, .start:
        return .select(row, change: 0)
      }
    default: return .nothing
    }
  }

  /// "15 pairs and 3 lives": the length the boards rank.
  private static var standardLength: String {
    let standard = WordMatchOptions.standard
    return "\(WordMatchText.count(standard.pairCount, "pair")) and \(WordMatchText.count(standard.lives, "life", "lives"))"
  }

  /// Lists that can be chosen: broken ones show their error but cannot be played.
  private var playableLists: [Int] { library.entries.indices.filter { library.entries[$0].list != nil } }

  /// The entry `delta` steps from `index` among `playable`, nil past either end (no wrapping).
  static func neighbour(of index: Int, by delta: Int, in playable: [Int]) -> Int? {
    guard let position = playable.firstIndex(of: index), playable.indices.contains(position + delta) else { return nil }
    return playable[position + delta]
  }

  /// To the next or previous row, wrapping; the language pairs are one row, entered on the chosen pair.
  private mutating func moveRow(by delta: Int) {
    let rows = WordMatchSetupRow.allCases
    let index = rows.firstIndex(of: cursor) ?? 0
    cursor = rows[(index + delta + rows.count) % rows.count]
    if cursor == .language, chosenList == nil { cursor = rows[(index + 2 * delta + rows.count) % rows.count] }
  }

  private mutating func change(by delta: Int) {
    guard delta != 0 else { return }
    switch cursor {
    case .language:
      let playable = playableLists
      if let chosenList, !playable.isEmpty {
        self.chosenList = Self.step(playable, from: chosenList, by: delta)
      }
    case .speed:
      options.speed = Self.step(WordMatchOptions.Speed.allCases, from: options.speed, by: delta)
    case .pairs:
      options.pairCount = Self.step(WordMatchOptions.pairCountChoices, from: options.pairCount, by: delta)
    case .lives:
      options.lives = Self.step(WordMatchOptions.livesChoices, from: options.lives, by: delta)
    case .start:
      break
    }
  }

  /// The choice `delta` steps from `value`, wrapping; a value not offered starts from the first choice.
  static func step<T: Equatable>(_ choices: [T], from value: T, by delta: Int) -> T {
    guard let index = choices.firstIndex(of: value) else { return choices[0] }
    return choices[((index + delta) % choices.count + choices.count) % choices.count]
  }

  private func start(services: ArcadeServices) -> Transition? {
    guard let chosenList, let list = library.entries[chosenList].list else { return nil }
    return .replace(
      with: WordMatchPlayScene(
        wordList: list, choices: choices, seed: services.seeds.nextSeed(), startingAt: services.now(),
        screen: services.screenSize))
  }

  // MARK: - Drawing

  public func draw(into canvas: inout Canvas, services: ArcadeServices) {
    let theme = services.theme
    let text = WordMatchText(glyphs: theme.glyphs)
    let layout = layout(for: canvas.size)
    let width = canvas.width
    canvas.putCentered("WordMatch", row: layout.titleRow, style: theme.title)
    if let row = layout.subtitleRow {
      canvas.putCentered("Say whether the falling word translates the word above it.", row: row, style: theme.muted)
    }
    if let row = layout.listHeaderRow {
      canvas.put("Language pair", at: Point(x: layout.labelX, y: row), style: .bold)
    }
    if library.entries.isEmpty {
      // The reason (a missing folder, say) is spelt out in the detail rows below.
      canvas.put("No word lists found.", at: Point(x: layout.labelX, y: layout.firstListRow), style: theme.bad)
    }
    for index in library.entries.indices {
      guard let y = layout.listRow(index) else { continue }
      let entry = library.entries[index]
      if cursor == .language, index == chosenList {
        canvas.put(String(theme.glyphs.pointer), at: Point(x: layout.x, y: y), style: theme.accent)
      }
      let x = layout.labelX + (layout.roomy ? 2 : 0)
      if let list = entry.list {
        let mark = index == chosenList ? theme.glyphs.dot : theme.glyphs.dimDot
        canvas.put(String(mark), at: Point(x: x, y: y), style: theme.accent)
        let chosen = index == chosenList
        canvas.put(text.title(of: list), at: Point(x: x + 2, y: y), style: chosen ? (cursor == .language ? theme.selected : .bold) : .plain)
      } else if let problem = entry.problem {
        canvas.put(String(theme.glyphs.wrong), at: Point(x: x, y: y), style: theme.bad)
        // The row names the file by its name; the detail rows below give the whole path.
        let message = "\(problem)"
        let short = message.hasPrefix(problem.file) ? entry.fileName + message.dropFirst(problem.file.count) : message
        canvas.put(String(short.prefix(max(0, width - x - 3))), at: Point(x: x + 2, y: y), style: theme.bad)
      }
    }
    let optionRows: [(WordMatchSetupRow, String, String)] = [
      (.speed, "Speed", text.speed(options.speed)),
      (.pairs, "Pairs", "\(options.pairCount)"),
      (.lives, "Lives", "\(options.lives)"),
    ]
    for (row, label, value) in optionRows {
      guard let y = layout.row(of: row) else { continue }
      drawPointer(for: row, at: y, layout: layout, into: &canvas, theme: theme)
      canvas.put(label, at: Point(x: layout.labelX, y: y), style: cursor == row ? theme.selected : .bold)
      canvas.put("\(text.leftArrow) \(value) \(text.rightArrow)", at: Point(x: layout.valueX, y: y))
    }
    let startButton = Button(label: "Start", at: Point(x: layout.labelX, y: layout.startRow))
    drawPointer(for: .start, at: layout.startRow, layout: layout, into: &canvas, theme: theme)
    startButton.draw(into: &canvas, theme: theme, focused: cursor == .start)
    if chosenList == nil {
      canvas.put("no list to play", at: Point(x: startButton.rect.x + startButton.rect.width + 2, y: layout.startRow), style: theme.muted)
    }
    drawDetail(into: &canvas, layout: layout, theme: theme, services: services)
    if let row = layout.footerRow {
      let footer = theme.glyphs.isUnicode
        ? (layout.roomy ? "↑↓ choose · ←→ change · Enter start · q back · ? help" : "↑↓ ←→ choose · Enter start · q back")
        : (layout.roomy ? "Up/Down choose - Left/Right change - Enter start - q back" : "arrows choose - Enter start - q back")
      canvas.putCentered(footer, row: row, style: theme.muted)
    }
  }

  private func drawPointer(for row: WordMatchSetupRow, at y: Int, layout: WordMatchSetupLayout, into canvas: inout Canvas, theme: Theme) {
    if cursor == row { canvas.put(String(theme.glyphs.pointer), at: Point(x: layout.x, y: y), style: theme.accent) }
  }

  /// Under the options: the whole error of each broken list (full path), then why a game may not reach the main boards.
  private func drawDetail(into canvas: inout Canvas, layout: WordMatchSetupLayout, theme: Theme, services: ArcadeServices) {
    var messages: [(String, Style)] = []
    if let problem = library.folderProblem {
      messages.append(("\(problem)", theme.bad))
    } else if library.entries.isEmpty {
      messages.append(("Put word lists (*.json, see the README there) in \(services.dataDirectory)/wordmatch.", theme.muted))
    }
    messages += library.entries.compactMap(\.problem).map { ("\($0)", theme.bad) }
    if !options.isStandardLength {
      // True to the store: such a round is saved with its length in the variant, and no board ranks that variant.
      let note = layout.roomy
        ? "Only games of \(Self.standardLength) are ranked on the boards. This one will be saved (it shows in "
          + "your recent results and in `arcade scores --export`) but not ranked."
        : "Saved but not ranked: the boards rank \(Self.standardLength) only."
      messages.append((note, theme.muted))
    }
    var row = layout.detailRow
    let end = layout.detailRow + layout.detailRows
    for (message, style) in messages where row < end {
      row += drawWrapped(message, from: row, rows: end - row, into: &canvas, style: style)
    }
  }

  /// Draws `message` wrapped and centred from `row`, in at most `rows` rows; returns the rows used.
  @discardableResult
  private func drawWrapped(_ message: String, from row: Int, rows: Int, into canvas: inout Canvas, style: Style) -> Int {
    let lines = wrapText(message, width: max(1, canvas.width - 2)).prefix(max(0, rows))
    for (i, line) in lines.enumerated() {
      canvas.putCentered(line, row: row + i, style: style)
    }
    return lines.count
  }
}
