import ArcadeCore

/// PriceGuess's first screen: play the default category, browse the tree, Mixed, reset browsing, and the length.
struct PriceGuessHomeScene: Scene {
  let recorder: RoundRecorder
  enum Row: Int, CaseIterable {
    case play, browse, mixed, reset, length
  }

  private(set) var choices: PriceGuessChoices
  private(set) var focus: Row = .play
  let content: PriceGuessCatalogContent
  /// What the last choice here did ("Categories reset…"): this screen's own, so that it never follows the
  /// player into a quiz as the arcade's status line would.
  private(set) var note: String?

  init(recorder: RoundRecorder, content: ContentLibrary) {
    self.recorder = recorder
    choices = recorder.player.rememberedOptions(for: .priceguess) ?? .standard
    self.content = content.get(PriceGuessCatalogContent.self)
    if let catalog = self.content.catalog, catalog.category(at: choices.browsePath) == nil { choices.browsePath = [] }
  }

  var minimumSize: Size { Size(width: 40, height: 12) }

  var help: SceneHelp {
    PriceGuessHomeAction.table.help(
      title: "PriceGuess",
      notes: ["Play starts with the default category; Browse walks the categories down to one with products."])
  }

  func label(_ row: Row) -> String {
    switch row {
    case .play: "Play \(content.catalog?.defaultLeaf?.name ?? "")"
    case .browse: choices.browsePath.isEmpty ? "Browse categories" : "Browse categories (in \(choices.browsePath.last!))"
    case .mixed: "Mixed"
    case .reset: "Reset categories"
    case .length: "\(Self.lengthLead) \(choices.length.title) ▶"
    }
  }

  /// The first row of the menu: centred in the screen.
  func top(_ size: Size) -> Int { max(3, (size.height - Row.allCases.count * 2) / 2) }

  /// The length row's words up to its ◀: a click on them steps back.
  static let lengthLead = "Length  ◀"

  /// The column the labels start at: the widest one centred, the pointer two to its left.
  func labelsLeft(_ size: Size) -> Int {
    max(2, (size.width - (Row.allCases.map { displayWidth(label($0)) }.max() ?? 20)) / 2)
  }

  func rowY(_ row: Row, size: Size) -> Int {
    top(size) + row.rawValue * (size.height >= 20 ? 2 : 1)
  }

  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    switch PriceGuessHomeAction.table.action(for: event, click: PriceGuessHomeAction.click) {
    case .move(let delta)?: move(delta)
    case .changeLength(let delta)?: if focus == .length { changeLength(delta, frame: frame) }
    case .choose?: return choose(focus, frame: frame)
    case .instructions?:
      return .push(
        InstructionsScene(
          title: "PriceGuess", lines: ArcadeGame.priceGuessInstructions, game: .priceguess, player: recorder.player))
    case .back?: return .leave
    case .click(let point)?: return click(point, frame: frame)
    case nil: break
    }
    return nil
  }

  /// Only a click on the pointer or the label counts, not anywhere along the row.
  private mutating func click(_ point: Point, frame: SceneFrame) -> Transition? {
    let size = frame.size
    guard let row = Row.allCases.first(where: { rowY($0, size: size) == point.y }) else { return nil }
    let x = labelsLeft(size)
    guard (x - 2..<x + displayWidth(label(row))).contains(point.x) else { return nil }
    focus = row
    if row == .length {
      // Up to the ◀ steps back; past it, forward.
      changeLength(point.x < x + displayWidth(Self.lengthLead) ? -1 : 1, frame: frame)
      return nil
    }
    return choose(row, frame: frame)
  }

  private mutating func move(_ delta: Int) {
    focus = Row(rawValue: max(0, min(Row.allCases.count - 1, focus.rawValue + delta))) ?? focus
  }

  private mutating func changeLength(_ delta: Int, frame: SceneFrame) {
    let all = QuizLength.allCases
    let index = all.firstIndex(of: choices.length) ?? 1
    choices.length = all[(index + delta + all.count) % all.count]
    recorder.player.remember(choices, for: .priceguess)
  }

  private mutating func choose(_ row: Row, frame: SceneFrame) -> Transition? {
    guard let catalog = content.catalog else { return nil }
    switch row {
    case .play:
      return .push(quiz(.category(catalog.defaultCategory), catalog: catalog, frame: frame))
    case .mixed:
      return .push(quiz(.mixed, catalog: catalog, frame: frame))
    case .browse:
      return .push(PriceGuessBrowseScene(recorder: recorder, catalog: catalog, path: choices.browsePath, length: choices.length))
    case .reset:
      choices.browsePath = []
      recorder.player.remember(choices, for: .priceguess)
      note = "Categories reset: browsing starts at the top."
    case .length:
      changeLength(1, frame: frame)
    }
    return nil
  }

  private func quiz(_ scope: QuizScope, catalog: PriceCatalog, frame: SceneFrame) -> PriceGuessQuizScene {
    PriceGuessQuizScene(
      recorder: recorder, catalog: catalog, scope: scope, length: choices.length, seed: recorder.nextSeed(), startedAt: frame.now)
  }

  /// Browsing remembers where it was: coming back to this screen picks that up.
  mutating func appear(frame: SceneFrame) {
    if let remembered: PriceGuessChoices = recorder.player.rememberedOptions(for: .priceguess) { choices = remembered }
  }

  func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered("PriceGuess", row: 0, style: theme.title)
    let products = content.catalog.map { "\($0.productCount) products, \($0.topLevel.count) categories" } ?? "no catalog"
    canvas.putCentered(fittingText(["Pick the real price out of four · \(products)", products], width: canvas.width - 2), row: 1, style: theme.muted)
    if let problem = content.problem {
      for (index, line) in wrapText(problem, width: canvas.width - 2).prefix(2).enumerated() {
        canvas.putCentered(line, row: canvas.height - 4 + index, style: theme.bad)
      }
    }
    let x = labelsLeft(canvas.size)
    for row in Row.allCases {
      let y = rowY(row, size: canvas.size)
      if focus == row { canvas.put(String(theme.glyphs.pointer), at: Point(x: x - 2, y: y), style: theme.accent) }
      canvas.put(label(row), at: Point(x: x, y: y), style: focus == row ? theme.selected : row == .play ? .bold : .plain)
    }
    if let message = note ?? recorder.storage.statusMessage {
      canvas.putCentered(fittingText([message], width: canvas.width - 2), row: canvas.height - 2, style: theme.status)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
