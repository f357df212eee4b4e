/// Where frames go and events come from: curses in the real program, memory in tests.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Shows a frame; implementations send only what differs from the last frame.
  func present(_ canvas: Canvas)
  /// Waits for the next event up to a timeout in milliseconds (nil waits for ever); nil on timeout.
  func nextEvent(timeoutMilliseconds: Int?) -> InputEvent?
}
