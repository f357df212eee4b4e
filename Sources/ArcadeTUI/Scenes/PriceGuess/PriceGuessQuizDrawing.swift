import ArcadeCore

extension PriceGuessQuizScene {
  /// The question (or the one being revealed), then the results panel when the quiz is over.
  func drawQuiz(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let layout = PriceGuessQuizLayout(size: canvas.size)
    let question = reveal?.question ?? game.question
    let product = question.product
    let number = reveal == nil ? game.questionNumber : game.answers.count
    let of = game.questionCount.map { " of \($0)" } ?? ""
    let header = fittingText(
      ["Question \(number)\(of) · Score \(game.score)" + (game.fiftyFiftyUsed ? " · 50/50 used" : ""),
       "Q\(number)\(of) · Score \(game.score)"], width: canvas.width - 2)
    if !layout.compact { canvas.putCentered(fitted(game.scope.title, canvas.width - 2), row: 0, style: theme.title) }
    canvas.putCentered(header, row: layout.headerRow, style: layout.compact ? theme.title : theme.accent)
    canvas.putCentered(fitted(product.name, canvas.width - 2), row: layout.nameRow, style: .bold)
    canvas.putCentered(fitted("by \(product.manufacturer)", canvas.width - 2), row: layout.makerRow, style: theme.muted)
    drawRating(product, row: layout.ratingRow, into: &canvas, theme: theme)
    let lines = wrapText(product.description, width: min(70, canvas.width - 4))
    for (index, line) in lines.prefix(layout.descriptionLines).enumerated() {
      let text = index == layout.descriptionLines - 1 && lines.count > layout.descriptionLines ? fitted(line + " …", canvas.width - 4) : line
      canvas.putCentered(text, row: layout.descriptionRow + index)
    }
    for (index, rect) in layout.priceRects.enumerated() {
      drawPrice(index, question: question, rect: rect, into: &canvas, theme: theme)
    }
    if showingURL {
      canvas.putCentered(fitted(product.url, canvas.width - 2), row: layout.noticeRow, style: theme.link)
    } else if let reveal {
      let right = reveal.chosen == reveal.question.answer
      let text = reveal.chosen == nil ? "Skipped — it was \(PriceText.dollars(product.salePrice))"
        : right ? "Right! +10" : "No — it was \(PriceText.dollars(product.salePrice))"
      canvas.putCentered(text, row: layout.noticeRow, style: reveal.chosen == nil ? theme.muted : right ? theme.good : theme.bad)
    } else if game.answers.isEmpty, let message = recorder.storage.statusMessage {
      // A player's catalog that could not be used says so on the first question (the shipped one stands in).
      for (index, line) in wrapText(message, width: canvas.width - 2).prefix(2).enumerated() {
        canvas.putCentered(line, row: layout.noticeRow + index, style: theme.status)
      }
    }
    if let panel, reveal == nil { drawResults(panel, into: &canvas, theme: theme) } else { Footer.draw(help, into: &canvas, theme: theme) }
  }

  /// Restyles the part of `rect` on screen: while the panel drops, its top rows are still above it.
  private func restyleVisible(_ rect: Rect, in canvas: inout Canvas, _ change: (inout Style) -> Void) {
    let top = max(0, rect.y)
    let bottom = min(canvas.height, rect.y + rect.height)
    let left = max(0, rect.x)
    let right = min(canvas.width, rect.x + rect.width)
    guard top < bottom, left < right else { return }
    canvas.restyle(Rect(x: left, y: top, width: right - left, height: bottom - top), change)
  }

  private func fitted(_ text: String, _ width: Int) -> String {
    ellipsized(text, width: max(2, width))
  }

  private func drawRating(_ product: Product, row: Int, into canvas: inout Canvas, theme: Theme) {
    let full = Int(product.rating.rounded())
    let stars = theme.glyphs.isUnicode
      ? String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full)
      : String(repeating: "*", count: full) + String(repeating: "-", count: 5 - full)
    let reviews = "\(product.rating) (\(product.reviewCount) review\(product.reviewCount == 1 ? "" : "s"))"
    let stock = product.inStock ? "In stock" : "Out of stock"
    let line = "\(stars) \(reviews) · \(stock)"
    var x = max(0, (canvas.width - displayWidth(line)) / 2)
    x = canvas.put(stars, at: Point(x: x, y: row), style: theme.accent)
    x = canvas.put(" \(reviews) · ", at: Point(x: x, y: row), style: theme.muted)
    canvas.put(stock, at: Point(x: x, y: row), style: product.inStock ? theme.good : theme.bad)
  }

  /// One price as "1  $189.99": the cursor's is highlighted; while revealing, the right one is green (✓)
  /// and a wrong choice red (✗), so the outcome reads with colours off too.
  private func drawPrice(_ index: Int, question: PriceQuestion, rect: Rect, into canvas: inout Canvas, theme: Theme) {
    let hidden = reveal == nil && game.hiddenOptions.contains(index)
    let price = hidden ? "—" : PriceText.dollars(question.options[index])
    var mark = " "
    var style: Style = .bold
    if let reveal {
      if index == question.answer {
        mark = "✓"
        style = theme.good
      } else if index == reveal.chosen {
        mark = "✗"
        style = theme.bad
      } else {
        style = theme.muted
      }
      if index == reveal.chosen { style = style.reversed }
    } else if hidden {
      style = theme.muted
    } else if index == cursor && panel == nil {
      style = theme.selected
    }
    let text = " \(index + 1)  \(price) \(mark)"
    let padded = text + String(repeating: " ", count: max(0, rect.width - displayWidth(text)))
    canvas.put(String(padded.prefix(rect.width)), at: Point(x: rect.x, y: rect.y), style: style)
  }

  /// The results panel, dropping from the top and settling with a small bounce, framed in the accuracy band's colour.
  private func drawResults(_ panel: EndOfRoundPanel, into canvas: inout Canvas, theme: Theme) {
    let full = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height - 1)
    let resting = panel.layout(in: full).rect
    var elapsed = PriceGuessDrop.duration
    if case .results(let since) = phase { elapsed = now.milliseconds(since: since) }
    let offset = PriceGuessDrop.offset(elapsed: elapsed, distance: resting.y + resting.height)
    let area = Rect(x: 0, y: offset, width: canvas.width, height: canvas.height - 1)
    let rect = panel.layout(in: area).rect
    // Still wholly above the screen at the start of the drop: nothing of it shows yet (and
    // filling a rectangle that ends above row 0 would be an empty, backwards range).
    guard rect.y + rect.height > 0 else {
      Footer.draw(help, into: &canvas, theme: theme)
      return
    }
    panel.draw(into: &canvas, theme: theme, area: area)
    let bandIndex = switch band {
    case .low: 0
    case .middle: 1
    case .high: 2
    case .perfect: 3
    }
    let color = theme.band(bandIndex)
    if theme.colors {
      let frame = [
        Rect(x: rect.x, y: rect.y, width: rect.width, height: 1),
        Rect(x: rect.x, y: rect.y + rect.height - 1, width: rect.width, height: 1),
        Rect(x: rect.x, y: rect.y, width: 1, height: rect.height),
        Rect(x: rect.x + rect.width - 1, y: rect.y, width: 1, height: rect.height),
      ]
      for part in frame { restyleVisible(part, in: &canvas) { $0.foreground = color } }
      restyleVisible(Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: 1), in: &canvas) {
        $0.foreground = color
        $0.bold = true
      }
    }
    Footer.draw(help, into: &canvas, theme: theme)
  }
}
