import ArcadeCore

/// Where frames go and events come from: curses in the real program, memory in tests.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Shows a frame; implementations send only what differs from the last frame.
  func present(_ canvas: Canvas)
  /// Waits for the next event up to a timeout in milliseconds (nil waits for ever); nil on timeout.
  func nextEvent(timeoutMilliseconds: Int?) -> InputEvent?
  /// Makes the wait end with `.storeChanged` when `wake` says the other side wrote (a file in its folder written, its
  /// descriptor readable); nil watches nothing.
  func watch(_ wake: VersusWake?)
  /// Gives the terminal back and stops the program, as Ctrl-Z does in a shell; returns once it is continued.
  func suspend()
  /// Forgets what the screen shows, so the next frame is sent whole (Ctrl-L, after help, after a stop).
  func invalidate()
  /// Rings the terminal's bell (or flashes it, where the terminal is set to).
  func bell()
  /// Asks the terminal for its background colour without waiting; an answer arrives as `.terminalBackground`.
  func askBackground()
  /// Sends `text` to the terminal's clipboard (OSC 52); false when the terminal is not known to take it.
  func copyToClipboard(_ text: String) -> Bool
}
