import ArcadeCore

/// The bottom line of a scene, made from its help: the entries that fit, most important first, in help order.
///
/// The loop's ASCII fallback maps the arrows and dots, so there is one wording for both glyph sets.
public enum Footer {
  /// What every footer ends with when there is room.
  static let helpEntry = HelpEntry("?", "help", priority: 2)

  /// The footer text for a width: entries are dropped lowest priority first (the later one first on a tie).
  ///
  /// `offersHelp` false leaves out "? help": while a text field has focus, `?` is typed, not the overlay's key.
  public static func text(for help: SceneHelp, width: Int, offersHelp: Bool = true) -> String {
    var entries = help.keys.filter { $0.priority > 0 }
    if offersHelp, !entries.contains(where: { $0.keys.hasPrefix("?") }) {
      // "? help" goes before the way out ("q back"), which is listed last by convention.
      let backIndex = entries.lastIndex { $0.keys.hasPrefix("q") } ?? entries.endIndex
      entries.insert(helpEntry, at: backIndex)
    }
    while !entries.isEmpty {
      let line = entries.map(\.footerText).joined(separator: " · ")
      if displayWidth(line) <= width { return line }
      // Drop the least important; among equals, the one furthest right.
      let lowest = entries.map(\.priority).min()!
      entries.remove(at: entries.lastIndex { $0.priority == lowest }!)
    }
    return ""
  }

  /// Draws the footer centred on the last row (or `row`), muted.
  public static func draw(
    _ help: SceneHelp, into canvas: inout Canvas, theme: Theme, row: Int? = nil, offersHelp: Bool = true
  ) {
    let line = text(for: help, width: canvas.width - 2, offersHelp: offersHelp)
    canvas.putCentered(line, row: row ?? canvas.height - 1, style: theme.muted)
  }
}
