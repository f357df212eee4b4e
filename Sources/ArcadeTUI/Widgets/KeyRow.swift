/// One line of a scene's keys: the keys that ask for its actions, and the help's words for them, written once.
///
/// A row may bind keys the help leaves unnamed (Tab beside ↓, the wheel), and a row without keys is a line of
/// help for something the loop or the scene's layout handles (`?`, a click).
public struct KeyRow<Action: Sendable>: Sendable {
  /// The keys as the help names them ("↑ ↓  j k").
  public private(set) var label: String
  /// What they do, as the `?` overlay says it; nil keeps the row out of the help.
  public var text: String?
  /// How long the footer keeps the row as the terminal narrows (0: the overlay only).
  public var priority: Int
  /// How the footer writes the row ("↑↓ move"), when shorter than label and text together.
  public var footer: String?
  public private(set) var bindings: [KeyBinding<Action>]

  public init(_ label: String, _ text: String?, priority: Int = 0, footer: String? = nil, _ bindings: [KeyBinding<Action>] = []) {
    self.label = label
    self.text = text
    self.priority = priority
    self.footer = footer
    self.bindings = bindings
  }

  /// The row for a help entry a caller wrote (a digit's meaning that differs between two boards), with its keys.
  public init(_ entry: HelpEntry, _ bindings: [KeyBinding<Action>]) {
    self.init(entry.keys, entry.action, priority: entry.priority, footer: entry.footer, bindings)
  }

  /// Keys that work without a line of help (Home and End in a short list, a second key for the same thing).
  public static func unlisted(_ bindings: KeyBinding<Action>...) -> KeyRow {
    KeyRow("", nil, bindings)
  }

  /// The row with more keys: `label` names them after the row's own ("↑ ↓  j k" and "PgUp PgDn"); nil leaves them unnamed.
  public func adding(_ label: String?, _ more: KeyBinding<Action>...) -> KeyRow {
    var row = self
    if let label { row.label = row.label.isEmpty ? label : row.label + "  " + label }
    row.bindings += more
    return row
  }

  /// The row's line in the help, if it has one.
  public var helpEntry: HelpEntry? {
    text.map { HelpEntry(label, $0, priority: priority, footer: footer) }
  }
}
