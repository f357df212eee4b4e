import ArcadeCore

/// The rows many screens share, named once here rather than retyped in each: ↑↓ and the four arrows with
/// their vi letters, `q` and Esc, `?`, the wheel and clicks.
extension KeyRow {
  /// ↑ ↓ and k j ("↑ ↓  j k").
  public static func upDown(_ text: String?, up: Action, down: Action, priority: Int = 0, footer: String? = nil) -> KeyRow {
    KeyRow("↑ ↓  j k", text, priority: priority, footer: footer, [.on(.up, "k", do: up), .on(.down, "j", do: down)])
  }

  /// Up and down a list: ↑ ↓ and j k, Tab and Shift-Tab too (unnamed), and the wheel ("↑ ↓  j k  wheel").
  public static func listMoves(_ text: String?, priority: Int = 0, footer: String? = nil, move: (Int) -> Action) -> KeyRow {
    upDown(text, up: move(-1), down: move(1), priority: priority, footer: footer)
      .adding(nil, .on(.backTab, do: move(-1)), .on(.tab, do: move(1)))
      .withWheel(up: move(-1), down: move(1))
  }

  /// ← → and h l ("← →  h l").
  public static func leftRight(_ text: String?, left: Action, right: Action, priority: Int = 0, footer: String? = nil) -> KeyRow {
    KeyRow("← →  h l", text, priority: priority, footer: footer, [.on(.left, "h", do: left), .on(.right, "l", do: right)])
  }

  /// The four arrows and h j k l ("↑ ↓ ← →  h j k l"), each asking to move its way.
  public static func arrows(
    _ text: String, priority: Int = 0, footer: String? = nil, move: (Direction) -> Action
  ) -> KeyRow {
    KeyRow("↑ ↓ ← →  h j k l", text, priority: priority, footer: footer, KeyBinding.arrowKeys(move) + KeyBinding.viKeys(move))
  }

  /// `q` and Esc ("q  Esc"), the way back; `escape`, when given, is what Esc asks for instead (to close something first).
  public static func back(
    _ text: String, _ action: Action, escape: Action? = nil, priority: Int = 3, footer: String? = "q back"
  ) -> KeyRow {
    KeyRow("q  Esc", text, priority: priority, footer: footer, [.on("q", do: action), .on(.escape, do: escape ?? action)])
  }

  /// `?` and F1 ("?  F1"): the loop opens the help overlay, so the row only names them.
  public static func help(_ text: String, priority: Int = 0, footer: String? = nil) -> KeyRow {
    KeyRow("?  F1", text, priority: priority, footer: footer)
  }

  /// A click: the scene maps it through its layout, so the row only names it.
  public static func click(_ text: String, priority: Int = 0, footer: String? = nil) -> KeyRow {
    KeyRow("click", text, priority: priority, footer: footer)
  }

  /// The wheel ("wheel"), a notch at a time.
  public static func wheel(_ text: String?, up: Action, down: Action) -> KeyRow {
    KeyRow("wheel", text, [.wheel(.up, do: up), .wheel(.down, do: down)])
  }

  /// The row with the wheel doing what it names as well, and "wheel" after its keys (unless `named` is false).
  public func withWheel(up: Action, down: Action, named: Bool = true) -> KeyRow {
    adding(named ? "wheel" : nil, .wheel(.up, do: up), .wheel(.down, do: down))
  }
}

extension KeyBinding {
  /// ↑ ↓ ← →, each asking to move its way.
  public static func arrowKeys(_ move: (Direction) -> Action) -> [KeyBinding] {
    [.on(.up, do: move(.north)), .on(.down, do: move(.south)), .on(.left, do: move(.west)), .on(.right, do: move(.east))]
  }

  /// h j k l as in vi: west, south, north, east.
  public static func viKeys(_ move: (Direction) -> Action) -> [KeyBinding] {
    [.on("h", do: move(.west)), .on("j", do: move(.south)), .on("k", do: move(.north)), .on("l", do: move(.east))]
  }
}
