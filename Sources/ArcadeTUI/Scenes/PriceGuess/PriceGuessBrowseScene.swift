import ArcadeCore

/// Browsing the category tree one level at a time; a category with products lists them, then starts the quiz.
struct PriceGuessBrowseScene: Scene {
  let recorder: RoundRecorder
  private(set) var browser: CategoryBrowser
  private(set) var focus = 0
  private(set) var scroll = 0
  let length: QuizLength

  init(recorder: RoundRecorder, catalog: PriceCatalog, path: [String], length: QuizLength) {
    self.recorder = recorder
    browser = CategoryBrowser(catalog: catalog, path: path)
    self.length = length
  }

  var minimumSize: Size { Size(width: 40, height: 12) }

  var help: SceneHelp {
    PriceGuessBrowseAction.table.help(
      title: "PriceGuess — browse categories",
      notes: ["Each category shows how many products it holds, counting every category below it."])
  }

  /// The first list row and how many rows fit.
  func listArea(_ size: Size) -> (top: Int, rows: Int) { (4, max(1, size.height - 6)) }

  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let choices = browser.choices
    switch PriceGuessBrowseAction.table.action(for: event, click: PriceGuessBrowseAction.click) {
    case .move(let delta)?: focus = max(0, min(choices.count - 1, focus + delta))
    case .first?: focus = 0
    case .last?: focus = choices.count - 1
    case .enter?: return enter(focus, frame: frame)
    case .up?: up(frame: frame)
    case .back?: return .pop
    case .click(let point)?:
      let area = listArea(frame.size)
      if point.y == 2 { up(frame: frame); return nil }
      let index = scroll + point.y - area.top
      guard point.y >= area.top, choices.indices.contains(index) else { return nil }
      focus = index
      return enter(index, frame: frame)
    case nil: break
    }
    keepFocusInView(frame.size)
    return nil
  }

  private mutating func keepFocusInView(_ size: Size) {
    let rows = listArea(size).rows
    if focus < scroll { scroll = focus }
    if focus >= scroll + rows { scroll = focus - rows + 1 }
  }

  private mutating func enter(_ index: Int, frame: SceneFrame) -> Transition? {
    let choices = browser.choices
    guard choices.indices.contains(index) else { return nil }
    switch browser.enter(choices[index].name) {
    case .reachedProducts(let leaf):
      // Its products first, with Start quiz on top; back from them (or the quiz) lands on the leaf's parent,
      // where the player chose it.
      _ = browser.up()
      rememberPath()
      return .push(PriceGuessProductsScene(recorder: recorder, catalog: browser.catalog, category: leaf, length: length))
    case .entered:
      focus = 0
      scroll = 0
      rememberPath()
    case .refused:
      break
    }
    return nil
  }

  private mutating func up(frame: SceneFrame) {
    let left = browser.path.last
    guard case .entered = browser.up() else { return }
    focus = browser.choices.firstIndex { $0.name == left } ?? 0
    scroll = 0
    keepFocusInView(frame.size)
    rememberPath()
  }

  private func rememberPath() {
    var choices = recorder.player.rememberedOptions(for: .priceguess) ?? PriceGuessChoices.standard
    choices.browsePath = browser.path
    recorder.player.remember(choices, for: .priceguess)
  }

  func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("PriceGuess — browse categories", row: 0, style: theme.title)
    let separator = theme.glyphs.isUnicode ? " › " : " > "
    let crumb = browser.breadcrumb(separator: separator)
    let fitted = displayWidth(crumb) <= canvas.width - 4 ? crumb : "…" + String(crumb.suffix(canvas.width - 5))
    canvas.put(fitted, at: Point(x: 2, y: 2), style: theme.accent)
    let area = listArea(canvas.size)
    let choices = browser.choices
    let countWidth = choices.map { "\($0.productCount)".count }.max() ?? 1
    for (offset, category) in choices.dropFirst(scroll).prefix(area.rows).enumerated() {
      let index = scroll + offset
      let y = area.top + offset
      let marker = category.isLeaf ? "" : (theme.glyphs.isUnicode ? " ▸" : " >")
      let count = String(repeating: " ", count: countWidth - "\(category.productCount)".count) + "\(category.productCount)"
      let nameWidth = max(8, canvas.width - 10 - countWidth)
      let name = ellipsized(category.name + marker, width: nameWidth)
      if index == focus { canvas.put(String(theme.glyphs.pointer), at: Point(x: 2, y: y), style: theme.accent) }
      canvas.put(count, at: Point(x: 4, y: y), style: theme.muted)
      canvas.put(name, at: Point(x: 6 + countWidth, y: y), style: index == focus ? theme.selected : .plain)
    }
    if choices.count > area.rows {
      canvas.put("\(scroll + 1)–\(min(choices.count, scroll + area.rows)) of \(choices.count)", at: Point(x: 2, y: canvas.height - 2), style: theme.muted)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
