/// A key the player pressed, decoded from curses.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case enter, escape, tab, backTab, backspace, delete
  case home, end, pageUp, pageDown
  /// A printable character (letters, digits, punctuation, space).
  case character(Character)
  /// Ctrl plus a letter, e.g. `.control("c")`.
  case control(Character)
  case function(Int)
}

/// A mouse button or wheel direction.
public enum MouseButton: Hashable, Sendable {
  case left, middle, right, wheelUp, wheelDown
}

/// A mouse event at a screen cell.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case press, release, drag
  }

  public var kind: Kind
  public var button: MouseButton
  public var position: Point

  public init(_ kind: Kind, _ button: MouseButton, at position: Point) {
    self.kind = kind
    self.button = button
    self.position = position
  }
}

/// Everything the loop hands a scene: a key, a mouse event, a new size, or the tick it asked for.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  case resize(Size)
  case tick
  /// The terminal answered the question about its background colour; the loop handles it, scenes never see it.
  case terminalBackground(RGB)
  /// What the top scene waits on woke (another arcade wrote to the score file, or the shared board told of a change):
  /// a scene showing a live match reads it again.
  case storeChanged
}

extension InputEvent {
  /// The event is this printable character.
  public func isCharacter(_ c: Character) -> Bool { self == .key(.character(c)) }

  /// Ctrl-C, which quits from anywhere.
  public var isInterrupt: Bool { self == .key(.control("c")) }
}

/// A notch of the mouse wheel, matched in a `switch` over input (`case WheelStep.down:`). Only presses count
/// (some terminals report a release too), so one notch is one step on every screen.
public struct WheelStep: Sendable, Hashable {
  let button: MouseButton

  public static let up = WheelStep(button: .wheelUp)
  public static let down = WheelStep(button: .wheelDown)

  public static func ~= (step: WheelStep, event: InputEvent) -> Bool {
    guard case .mouse(let mouse) = event, mouse.kind == .press else { return false }
    return mouse.button == step.button
  }
}
