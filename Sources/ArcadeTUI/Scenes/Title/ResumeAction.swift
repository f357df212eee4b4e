/// What a key or a click asks of the list of unfinished rounds.
enum ResumeAction: Hashable {
  case move(Int)
  case open
  /// `x`: the round under the cursor is forgotten.
  case discard
  case number(Int)
  case back

  static var table: KeyTable<ResumeAction> {
    KeyTable([
      KeyRow.upDown("move", up: .move(-1), down: .move(1), priority: 3, footer: "↑↓ move"),
      KeyRow("Enter  l", "take the round up where it was left", priority: 3, footer: "Enter resume", [
        .on(.enter, " ", .right, "l", do: .open)
      ]),
      KeyRow("1 – 9", "take that round up", [.character { Int(String($0)).map { .number($0) } }]),
      KeyRow("x", "discard the round (asks first: it is gone for good)", priority: 2, footer: "x discard", [.on("x", "d", do: .discard)]),
      .help("this help", priority: 1, footer: "? help"),
      KeyRow.back("back to the menu", .back),
    ])
  }
}
