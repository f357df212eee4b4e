/// Keys, a notch of the wheel, or any printable character, and the action they ask for: one part of a `KeyRow`.
public struct KeyBinding<Action: Sendable>: Sendable {
  /// What sets the binding off.
  enum Trigger: Sendable, Equatable {
    case keys([Key])
    case wheel(WheelStep)
    /// A printable character that no key of the table names (digits, a menu's shortcuts, a name being typed).
    case character
  }

  let trigger: Trigger
  /// The action for the key pressed (nil for the wheel); nil when this key asks for nothing after all.
  private let make: @Sendable (Key?) -> Action?

  private init(_ trigger: Trigger, make: @escaping @Sendable (Key?) -> Action?) {
    self.trigger = trigger
    self.make = make
  }

  /// These keys ask for `action`.
  public static func on(_ keys: Key..., do action: Action) -> KeyBinding {
    KeyBinding(.keys(keys)) { _ in action }
  }

  /// A notch of the wheel asks for `action`.
  public static func wheel(_ step: WheelStep, do action: Action) -> KeyBinding {
    KeyBinding(.wheel(step)) { _ in action }
  }

  /// The digit keys in `digits`, each asking for the action made from its value.
  public static func digits(_ digits: ClosedRange<Int>, _ make: @escaping @Sendable (Int) -> Action) -> KeyBinding {
    let keys = digits.compactMap { digit in String(digit).first.map(Key.character) }
    return KeyBinding(.keys(keys)) { key in
      guard case .character(let c)? = key, let value = c.wholeNumberValue else { return nil }
      return make(value)
    }
  }

  /// Any printable character no key of the table names, made into an action (nil: it asks for nothing).
  public static func character(_ make: @escaping @Sendable (Character) -> Action?) -> KeyBinding {
    KeyBinding(.character) { key in
      guard case .character(let c)? = key else { return nil }
      return make(c)
    }
  }

  /// The action for a key when this binding names it.
  func action(forKey key: Key) -> Action? {
    guard case .keys(let keys) = trigger, keys.contains(key) else { return nil }
    return make(key)
  }

  /// The action for a printable character when this binding takes any.
  func action(forCharacter key: Key) -> Action? {
    guard trigger == .character, case .character = key else { return nil }
    return make(key)
  }

  /// The action for an event when it is this binding's notch of the wheel.
  func action(forWheel event: InputEvent) -> Action? {
    guard case .wheel(let step) = trigger, step ~= event else { return nil }
    return make(nil)
  }

  /// The keys it names (none for the wheel or any character).
  var keys: [Key] {
    if case .keys(let keys) = trigger { return keys }
    return []
  }
}
