/// What a player's name may hold, and how a stored one is shown: the same rules where it is typed
/// and wherever it appears (menu, settings, boards, `arcade scores`).
public enum PlayerName {
  /// The most terminal columns a name takes.
  public static let maxWidth = 24

  /// Whether a typed character may go into a name: it must take a column or two. Control
  /// characters (NUL included), zero-width characters and marks that change the direction of
  /// the text around them are refused: they show as nothing, or make a name read as another.
  public static func accepts(_ character: Character) -> Bool {
    character.terminalWidth > 0 && !character.unicodeScalars.contains(where: isRefused)
  }

  /// A stored name as it may be shown: what `accepts` refuses is left out (as are escape
  /// sequences, see `sanitizedForDisplay`), and the rest cut to `maxWidth` columns.
  public static func shown(_ stored: String) -> String {
    String(sanitizedForDisplay(stored).filter(accepts)).prefix(fittingWidth: maxWidth)
  }

  private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, NUL and DEL
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // direction marks and overrides
    case 0x200B, 0x2060, 0xFEFF: return true  // zero-width space, word joiner, byte order mark
    default: return false
    }
  }
}
