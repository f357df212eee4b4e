import ArcadeCore

/// Every question of a finished quiz: the product, the answer given and the right one, scrollable.
struct PriceGuessStatisticsScene: Scene {
  let answers: [PriceGuessAnswer]
  let title: String
  private(set) var scroll = 0

  init(answers: [PriceGuessAnswer], title: String) {
    self.answers = answers
    self.title = title
  }

  var minimumSize: Size { Size(width: 40, height: 12) }

  var help: SceneHelp {
    Self.table.help(title: "PriceGuess — statistics")
  }

  static let table = KeyTable<PagerAction>([
    KeyRow.upDown("scroll", up: .scroll(.lines(-1)), down: .scroll(.lines(1)), priority: 2, footer: "↑↓ scroll")
      .withWheel(up: .scroll(.lines(-1)), down: .scroll(.lines(1)), named: false)
      .adding("PgUp PgDn", .on(.pageUp, do: .scroll(.pages(-1))), .on(.pageDown, " ", do: .scroll(.pages(1))))
      .adding(nil, .on(.home, do: .scroll(.top)), .on(.end, do: .scroll(.bottom))),
    KeyRow.back("back to the results", .back).adding("Enter", .on(.enter, .left, "h", do: .back)),
  ])

  func rows(_ size: Size) -> Int { max(1, (size.height - 4) / 2) }

  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    switch Self.table.action(for: event) {
    case .scroll(let step)?:
      let page = rows(frame.size)
      scroll = step.offset(from: scroll, page: page, last: answers.count - page)
    case .back?: return .pop
    case nil: break
    }
    return nil
  }

  func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let heading = "Statistics — \(title)"
    canvas.putCentered(ellipsized(heading, width: canvas.width), row: 0, style: theme.title)
    let right = answers.filter(\.isRight).count
    let skipped = answers.filter(\.wasSkipped).count
    canvas.putCentered("\(answers.count) question\(answers.count == 1 ? "" : "s") · \(right) right · \(answers.count - right - skipped) wrong · \(skipped) skipped", row: 1, style: theme.muted)
    let page = rows(canvas.size)
    for (offset, answer) in answers.dropFirst(scroll).prefix(page).enumerated() {
      let number = scroll + offset + 1
      let y = 3 + offset * 2
      let mark = answer.wasSkipped ? "–" : answer.isRight ? "✓" : "✗"
      let style = answer.wasSkipped ? theme.muted : answer.isRight ? theme.good : theme.bad
      let name = "\(number). \(answer.name)"
      canvas.put(mark, at: Point(x: 1, y: y), style: style)
      canvas.put(String(name.prefix(canvas.width - 4)), at: Point(x: 3, y: y), style: .bold)
      let given = answer.given.map { "you: \(PriceText.dollars($0))" } ?? "skipped"
      canvas.put("\(given) · price: \(PriceText.dollars(answer.price))", at: Point(x: 6, y: y + 1), style: style)
    }
    if answers.isEmpty { canvas.putCentered("No questions were asked.", row: 4, style: theme.muted) }
    if answers.count > page {
      canvas.put("\(scroll + 1)–\(min(answers.count, scroll + page)) of \(answers.count)", at: Point(x: 1, y: canvas.height - 2), style: theme.muted)
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
