import ArcadeCore

/// A terminal in memory for tests: scripted events in, the last frame out as text.
public final class MemoryTerminal: Terminal {
  public private(set) var size: Size
  public private(set) var frames: [Canvas] = []
  /// Timeouts the loop asked for, in order (nil: it waited for ever).
  public private(set) var waits: [Int?] = []
  private var queue: [InputEvent?]
  /// Called on every wait, with the timeout, so a test clock can advance.
  public var onWait: (Int?) -> Void = { _ in }
  /// Called while the program is stopped (Ctrl-Z), so a test clock can advance meanwhile.
  public var onSuspend: () -> Void = {}
  /// How many times the program was stopped.
  public private(set) var suspensions = 0
  /// How many times the loop asked for the whole screen to be sent again (Ctrl-L, a stop, closing help).
  public private(set) var invalidations = 0

  /// Events to deliver in order; a nil entry delivers a timeout.
  public init(size: Size, events: [InputEvent?] = []) {
    self.size = size
    queue = events
  }

  public var lastFrame: Canvas? { frames.last }
  public var screenText: String { frames.last?.text ?? "" }

  public func enqueue(_ event: InputEvent?) { queue.append(event) }

  public func resize(to newSize: Size) {
    size = newSize
    queue.append(.resize(newSize))
  }

  public func present(_ canvas: Canvas) { frames.append(canvas) }

  public func suspend() {
    suspensions += 1
    onSuspend()
  }

  public func invalidate() { invalidations += 1 }

  /// How many times the bell rang.
  public private(set) var bells = 0

  public func bell() { bells += 1 }

  /// How many times the loop asked for the background colour.
  public private(set) var backgroundQuestions = 0

  public func askBackground() { backgroundQuestions += 1 }

  /// What was sent to the clipboard; `takesClipboard` says whether this terminal takes it.
  public private(set) var clipboard: [String] = []
  public var takesClipboard = true
  public func copyToClipboard(_ text: String) -> Bool {
    guard takesClipboard else { return false }
    clipboard.append(text)
    return true
  }

  /// What the loop last asked to wait on beside the keys.
  public private(set) var watched: VersusWake?

  public func watch(_ wake: VersusWake?) { watched = wake }

  public func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    waits.append(timeoutMilliseconds)
    onWait(timeoutMilliseconds)
    if queue.isEmpty { return .key(.control("c")) }
    return queue.removeFirst()
  }
}
