import ArcadeCore

/// Why the arcade could not take over the terminal; each message says what to do.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
  case notATerminal
  case unknownTerminalType(String?)
  case cannotDrawScreens(String)

  public var description: String {
    switch self {
    case .notATerminal:
      "arcade needs a terminal: standard input and output must both be a terminal (run it directly, not through a pipe)"
    case .unknownTerminalType(let name?):
      "arcade cannot use the terminal type '\(sanitizedForDisplay(name))': curses does not know it; try TERM=xterm-256color"
    case .cannotDrawScreens(let name):
      "arcade cannot draw on the terminal type '\(sanitizedForDisplay(name))': it cannot move the cursor; try TERM=xterm-256color"
    case .unknownTerminalType(nil):
      "arcade cannot start: TERM is not set; try TERM=xterm-256color"
    }
  }
}
