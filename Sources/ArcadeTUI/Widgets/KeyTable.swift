/// A scene's keys in one table: the action each key, notch of the wheel or click asks for, and the help and
/// footer made from the same rows, so that what the help says and what the keys do cannot drift apart.
///
/// A click needs the scene's layout, so the scene passes it in as a closure; everything else is in the rows.
public struct KeyTable<Action: Sendable>: Sendable {
  public var rows: [KeyRow<Action>]

  public init(_ rows: [KeyRow<Action>]) { self.rows = rows }

  /// The action an event asks for: a key named by a row (the first row wins), else a row that takes any printable
  /// character; a notch of the wheel; any other mouse event through `mouse`. Nil for everything else.
  public func action(for event: InputEvent, mouse: (MouseEvent) -> Action? = { _ in nil }) -> Action? {
    let bindings = rows.flatMap(\.bindings)
    switch event {
    case .key(let key):
      // Named keys first, so that `q` quits even where any other letter is a shortcut.
      return first(bindings) { $0.action(forKey: key) } ?? first(bindings) { $0.action(forCharacter: key) }
    case WheelStep.up, WheelStep.down:
      if let action = first(bindings, { $0.action(forWheel: event) }) { return action }
      guard case .mouse(let mouseEvent) = event else { return nil }
      return mouse(mouseEvent)
    case .mouse(let mouseEvent):
      return mouse(mouseEvent)
    case .resize, .tick, .terminalBackground, .storeChanged:
      return nil
    }
  }

  /// The action an event asks for, where a press of the left button at a point is the only click that counts.
  public func action(for event: InputEvent, click: (Point) -> Action?) -> Action? {
    action(for: event) { mouse in
      mouse.kind == .press && mouse.button == .left ? click(mouse.position) : nil
    }
  }

  /// The help's lines, in the table's order: what the `?` overlay lists and the footer chooses from.
  public var helpEntries: [HelpEntry] { rows.compactMap(\.helpEntry) }

  /// The scene's help: its title, these keys and its notes.
  public func help(title: String, notes: [String] = []) -> SceneHelp {
    SceneHelp(title: title, keys: helpEntries, notes: notes)
  }

  private func first(_ bindings: [KeyBinding<Action>], _ match: (KeyBinding<Action>) -> Action?) -> Action? {
    for binding in bindings {
      if let action = match(binding) { return action }
    }
    return nil
  }
}
