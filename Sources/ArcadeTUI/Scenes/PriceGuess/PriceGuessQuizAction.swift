import ArcadeCore

/// What a key or a click asks of the quiz: while it asks, and once its results are up.
enum PriceGuessQuizAction: Hashable {
  /// A price by its number (0–3), by digit or click.
  case choose(Int)
  /// Enter or Space: the price under the cursor.
  case answer
  case move(Direction)
  case skip
  case finish
  case fiftyFifty
  /// `o`: show or hide the product page's address.
  case togglePage
  case instructions
  /// Esc: hides the address when it shows, else leaves.
  case escape
  case back
  /// `s` on the results: every question and the answers given.
  case statistics

  /// The keys while the quiz asks.
  static let table = KeyTable<PriceGuessQuizAction>([
    KeyRow("1 2 3 4", "choose a price", priority: 3, footer: "1-4 choose", [.digits(1...4) { .choose($0 - 1) }]),
    KeyRow("← → ↑ ↓", "move between the prices, choose", KeyBinding.arrowKeys { .move($0) } + KeyBinding.viKeys { .move($0) })
      .adding("Enter", .on(.enter, " ", do: .answer)),
    .click("choose a price"),
    KeyRow("s", "skip", priority: 2, footer: "s skip", [.on("s", do: .skip)]),
    KeyRow("f", "finish now", priority: 2, footer: "f finish", [.on("f", do: .finish)]),
    KeyRow(
      "c", "50/50 once a game: hides two wrong prices (the game is then not ranked)", priority: 1, footer: "c 50/50",
      [.on("c", do: .fiftyFifty)]),
    KeyRow("o", "show the product page address (o or Esc hides it)", priority: 1, footer: "o page", [.on("o", do: .togglePage)]),
    KeyRow("i", "how to play", [.on("i", do: .instructions)]),
    // Left before its end, the quiz waits under Resume, as every round; `f` finishes it and saves it.
    .back("back (the quiz waits under Resume; f finishes and saves it)", .back, escape: .escape),
  ])

  /// The keys of the results besides the end-of-round panel's.
  static let resultsTable = KeyTable<PriceGuessQuizAction>([
    KeyRow("s", "statistics: every question and your answers", priority: 3, footer: "s stats", [.on("s", do: .statistics)]),
  ])
}
