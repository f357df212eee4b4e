import Glibc


/// The locale the terminal runs in.
enum TerminalLocale {
  /// Adopts the environment's locale, as curses needs for wide characters; true if it is UTF-8.
  static func startCurses() -> Bool {
    setlocale(LC_ALL, "")
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
