/// What a key or a click asks of an options form.
public enum OptionsFormAction: Sendable, Hashable {
  case moveFocus(Int)
  case step(Int)
  /// Space: Start when it has the focus, else the next value.
  case space
  case type(Int)
  case erase
  case start
  case back
  case click(Point)

  /// The form's keys, the same on every game's options screen; the digits only where a row takes a number.
  static func table(numbers: Bool) -> KeyTable<OptionsFormAction> { numbers ? withNumbers : withoutNumbers }

  private static let withNumbers = KeyTable<OptionsFormAction>([
    KeyRow.upDown("choose a row", up: .moveFocus(-1), down: .moveFocus(1), priority: 2, footer: "↑↓ choose")
      .adding("Tab", .on(.tab, do: .moveFocus(1)), .on(.backTab, do: .moveFocus(-1)))
      .withWheel(up: .moveFocus(-1), down: .moveFocus(1), named: false),
    KeyRow.leftRight("change the value", left: .step(-1), right: .step(1), priority: 2, footer: "←→ change")
      .adding("Space", .on(" ", do: .space))
      .adding(nil, .on("-", do: .step(-1)), .on("+", do: .step(1))),
    KeyRow(numberKeys, "type a number", [.digits(0...9) { .type($0) }, .on(.backspace, do: .erase)]),
    KeyRow("Enter", "start", priority: 3, footer: "Enter start", [.on(.enter, do: .start)]),
    .click("◀ ▶ change, Start starts"),
    .back("back", .back),
  ])

  private static let withoutNumbers = KeyTable(withNumbers.rows.filter { $0.label != numberKeys })

  private static let numberKeys = "0 – 9  Backspace"
}
