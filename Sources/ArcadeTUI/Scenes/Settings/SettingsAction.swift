/// What a key or a click asks of Settings while no name is being typed.
enum SettingsAction: Hashable {
  case move(Int)
  /// Enter or Space: edit the name, the next theme, or switch glyphs or sound.
  case activate
  /// ← →: the previous or next theme, or switch glyphs or sound; never opens the name for typing.
  case change(backwards: Bool)
  case click(Point)
  /// `K` (k moves): the player's SSH keys, on a host (`arcade host`).
  case keys
  case back

  /// The keys; the footer keeps Enter, `?` and the way back.
  static let table = KeyTable<SettingsAction>([
    .listMoves("choose a setting") { .move($0) },
    KeyRow("Enter  Space", "edit the name, next theme, or switch on/off", priority: 3, footer: "Enter change", [.on(.enter, " ", do: .activate)]),
    .leftRight("previous or next theme; switch glyphs or sound", left: .change(backwards: true), right: .change(backwards: false)),
    // Esc while typing is the name field's (`SettingsScene.nameTable`); here it only says so.
    KeyRow("Esc", "while typing: cancel the new name"),
    KeyRow("K", "your SSH keys, on a host that knows you by them (arcade host)", [.on("K", do: .keys)]),
    .back("back to the menu", .back),
  ])
}
