/// What a key or a click asks of PriceGuess's first screen.
enum PriceGuessHomeAction: Hashable {
  case move(Int)
  /// ← →: the length, when the cursor is on it.
  case changeLength(Int)
  case choose
  case instructions
  case click(Point)
  case back

  static let table = KeyTable<PriceGuessHomeAction>([
    .listMoves("move", priority: 1, footer: "↑↓ move") { .move($0) },
    KeyRow("Enter  click", "choose", priority: 3, footer: "Enter choose", [.on(.enter, " ", do: .choose)]),
    .leftRight("change the length", left: .changeLength(-1), right: .changeLength(1), priority: 2, footer: "←→ length"),
    KeyRow("i", "how to play", priority: 1, footer: "i rules", [.on("i", do: .instructions)]),
    .back("back to the menu", .back),
  ])
}
