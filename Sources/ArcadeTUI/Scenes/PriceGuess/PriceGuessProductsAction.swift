/// What a key or a click asks of a category's list of products.
enum PriceGuessProductsAction: Hashable {
  case start
  case scroll(ScrollStep)
  case back

  static let table = KeyTable<PriceGuessProductsAction>([
    KeyRow("Enter  Space  click", "start the quiz on this category", priority: 3, footer: "Enter start", [.on(.enter, " ", do: .start)]),
    KeyRow.upDown("scroll the products", up: .scroll(.lines(-1)), down: .scroll(.lines(1)), priority: 1, footer: "↑↓ scroll")
      .withWheel(up: .scroll(.lines(-1)), down: .scroll(.lines(1)))
      .adding("PgUp PgDn", .on(.pageUp, do: .scroll(.pages(-1))), .on(.pageDown, do: .scroll(.pages(1)))),
    KeyRow("Backspace  ←  h", "back to the categories", priority: 3, footer: "← back", [.on(.backspace, .left, "h", do: .back)])
      .adding("q  Esc", .on("q", .escape, do: .back)),
  ])
}
