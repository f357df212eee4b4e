import Glibc


/// The locale the terminal runs in.
enum TerminalLocale {
  /// Adopts the environment's character set, as curses needs for wide characters; true if it is UTF-8.
  ///
  /// Only LC_CTYPE: the arcade's text is English whatever the locale, and loading every category read
  /// a dozen locale files at each start.
  static func startCurses() -> Bool {
    setlocale(LC_CTYPE, "")
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
