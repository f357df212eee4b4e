import ArcadeCore

/// A category's products before its quiz, as the original listed them: name, maker and stock, with "Start quiz"
/// on top. No prices: they are what the quiz asks.
struct PriceGuessProductsScene: Scene {
  let recorder: RoundRecorder
  let catalog: PriceCatalog
  let category: CatalogCategory
  let length: QuizLength
  /// The list's first row shown; the products scroll under the Start row, which stays.
  private(set) var scroll = 0

  init(recorder: RoundRecorder, catalog: PriceCatalog, category: CatalogCategory, length: QuizLength) {
    self.recorder = recorder
    self.catalog = catalog
    self.category = category
    self.length = length
  }

  var minimumSize: Size { Size(width: 40, height: 12) }

  var help: SceneHelp {
    PriceGuessProductsAction.table.help(
      title: "PriceGuess — \(category.name)",
      notes: ["The list shows what the quiz deals from; the prices are what it asks."])
  }

  /// The first product row and how many rows fit under the Start row.
  static func listArea(_ size: Size) -> (top: Int, rows: Int) { (6, max(1, size.height - 8)) }
  static let startRow = 4

  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    let rows = Self.listArea(frame.size).rows
    let click: (Point) -> PriceGuessProductsAction? = { $0.y == Self.startRow ? .start : nil }
    switch PriceGuessProductsAction.table.action(for: event, click: click) {
    case .start?: return start(frame: frame)
    case .back?: return .pop
    case .scroll(let step)?: scroll = step.offset(from: scroll, page: rows, last: category.products.count - rows)
    case nil: break
    }
    return nil
  }

  /// The quiz takes this screen's place: back from it lands on the categories, where the player chose this one.
  private func start(frame: SceneFrame) -> Transition {
    .replace(
      with: PriceGuessQuizScene(
        recorder: recorder, catalog: catalog, scope: .category(category.path), length: length, seed: recorder.nextSeed(), startedAt: frame.now))
  }

  func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    canvas.putCentered(fittingText(["PriceGuess — \(category.name)", category.name], width: canvas.width - 2), row: 0, style: theme.title)
    let products = category.products
    let summary = "\(counted(products.count, "product")) · a quiz of \(length.title)"
    canvas.putCentered(fittingText([summary, counted(products.count, "product")], width: canvas.width - 2), row: 2, style: theme.muted)
    canvas.put(String(theme.glyphs.pointer), at: Point(x: 2, y: Self.startRow), style: theme.accent)
    canvas.put("Start quiz", at: Point(x: 4, y: Self.startRow), style: theme.selected)
    let area = Self.listArea(canvas.size)
    let stockWidth = 12
    let nameWidth = max(8, (canvas.width - 8 - stockWidth) * 3 / 5)
    let makerWidth = max(0, canvas.width - 8 - stockWidth - nameWidth)
    for (offset, product) in products.dropFirst(scroll).prefix(area.rows).enumerated() {
      let y = area.top + offset
      canvas.put(ellipsized(sanitizedForDisplay(product.name), width: nameWidth), at: Point(x: 4, y: y))
      if makerWidth >= 6 {
        canvas.put(ellipsized(sanitizedForDisplay(product.manufacturer), width: makerWidth - 1), at: Point(x: 5 + nameWidth, y: y), style: theme.muted)
      }
      let stock = product.inStock ? "in stock" : "out of stock"
      canvas.put(stock, at: Point(x: canvas.width - 2 - stock.count, y: y), style: product.inStock ? .plain : theme.bad)
    }
    if products.count > area.rows {
      canvas.put("\(scroll + 1)–\(min(products.count, scroll + area.rows)) of \(products.count)", at: Point(x: 2, y: canvas.height - 2), style: theme.muted)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
