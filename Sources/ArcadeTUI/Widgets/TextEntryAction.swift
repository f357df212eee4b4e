/// What a key asks of a line being typed (Settings' name, a pasted SSH key): the keys are the same everywhere, the
/// words are the field's.
enum TextEntryAction: Hashable {
  case type(Character)
  case erase
  case clear
  case keep
  case cancel

  /// The keys while typing, which make the footer (`?` is typed then, so the footer does not offer help).
  static func table(typing: String, keep: String, keepFooter: String, cancel: String) -> KeyTable<TextEntryAction> {
    KeyTable([
      KeyRow("letters", typing, priority: 1, footer: typing, [.character { .type($0) }]),
      .unlisted(.on(.backspace, .delete, do: .erase), .on(.control("u"), do: .clear)),
      KeyRow("Enter", keep, priority: 3, footer: keepFooter, [.on(.enter, do: .keep)]),
      KeyRow("Esc", cancel, priority: 2, footer: "Esc cancel", [.on(.escape, do: .cancel)]),
    ])
  }

  /// `draft` after an erase, a clear, or a character `accepts` lets in (else as it was); nil for Enter and Esc, which
  /// are the field's to act on.
  func edited(_ draft: String, accepts: (String, Character) -> Bool) -> String? {
    switch self {
    case .erase: String(draft.dropLast())
    case .clear: ""
    case .type(let c): accepts(draft, c) ? draft + String(c) : draft
    case .keep, .cancel: nil
    }
  }
}
