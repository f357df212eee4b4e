/// What a key or a click asks of the category browser.
enum PriceGuessBrowseAction: Hashable {
  case move(Int)
  case first
  case last
  /// Into the focused category (a click: the one clicked, or up on the breadcrumb).
  case enter
  case up
  case click(Point)
  case back

  static let table = KeyTable<PriceGuessBrowseAction>([
    KeyRow.upDown("move", up: .move(-1), down: .move(1), priority: 1, footer: "↑↓ move")
      .withWheel(up: .move(-1), down: .move(1), named: false)
      .adding(nil, .on(.home, do: .first), .on(.end, do: .last)),
    KeyRow(
      "Enter  →  l  click", "go in (a category with products lists them, with Start quiz on top)", priority: 3, footer: "Enter in",
      [.on(.enter, .right, "l", " ", do: .enter)]),
    KeyRow("Backspace  ←  h", "up one level", priority: 3, footer: "← up", [.on(.backspace, .left, "h", do: .up)]),
    .back("back", .back),
  ])
}
