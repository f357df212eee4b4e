/// What a key asks of the player's name while it is being typed.
enum SettingsNameAction: Hashable {
  case type(Character)
  case erase
  case clear
  case keep
  case cancel

  /// The keys while typing, which make the footer (`?` is typed then, so the footer does not offer help).
  static let table = KeyTable<SettingsNameAction>([
    KeyRow("letters", "type a name", priority: 1, footer: "type a name", [.character { .type($0) }]),
    .unlisted(.on(.backspace, .delete, do: .erase), .on(.control("u"), do: .clear)),
    KeyRow("Enter", "keep the name", priority: 3, footer: "Enter keep", [.on(.enter, do: .keep)]),
    KeyRow("Esc", "cancel the new name", priority: 2, footer: "Esc cancel", [.on(.escape, do: .cancel)]),
  ])
}
