/// What a key or a click asks of a game's instructions.
enum InstructionsAction: Hashable {
  /// Read: the game opens (or, opened with `i` from the game, back to it).
  case proceed
  case scroll(ScrollStep)
  case back

  static let table = KeyTable<InstructionsAction>([
    KeyRow("Enter  Space", "continue", priority: 3, [.on(.enter, " ", "i", do: .proceed)]),
    KeyRow.upDown("scroll", up: .scroll(.lines(-1)), down: .scroll(.lines(1)), priority: 1)
      .withWheel(up: .scroll(.lines(-1)), down: .scroll(.lines(1))),
    .back("back", .back, priority: 2, footer: nil),
  ])
}
