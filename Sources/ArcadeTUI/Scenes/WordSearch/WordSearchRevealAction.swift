/// What a key or a click asks while the player chooses a word to reveal (after `v`).
enum WordSearchRevealAction: Equatable {
  /// Up or down the list of words a reveal can show.
  case step(Int)
  case reveal
  case cancel
  case click(Point)

  /// The keys while choosing; the status line names them, as a footer would.
  static let table = KeyTable<WordSearchRevealAction>([
    KeyRow(
      "↑ ↓  j k", "choose a word", priority: 1, footer: "↑↓ choose",
      [.on(.up, "k", .left, "h", do: .step(-1)), .on(.down, "j", .right, "l", do: .step(1))]),
    KeyRow("Enter  Space", "reveal it", priority: 1, footer: "Enter reveal", [.on(.enter, " ", do: .reveal)]),
    KeyRow("Esc  q  v", "cancel", priority: 1, footer: "Esc cancel", [.on(.escape, "q", "v", do: .cancel)]),
  ])

  /// The status line while choosing: the question, then the keys from the table.
  static let prompt = "Reveal which word? " + Footer.text(for: table.help(title: "Reveal"), width: .max, offersHelp: false)
}
