/// The `?` overlay: a scene's keys in a framed window over the scene, scrollable when it does not fit.
public enum HelpOverlay {
  /// The overlay's lines at this canvas size: (keys, text) pairs, notes with empty keys.
  static func lines(_ help: SceneHelp, canvas: Size) -> (rows: [(String, String)], keyWidth: Int) {
    let keyWidth = min(18, help.keys.map(\.keys.count).max() ?? 0)
    let maxWidth = max(10, canvas.width - 4)
    let actionWidth = max(8, min(44, maxWidth - keyWidth - 3))
    var rows: [(String, String)] = []
    for entry in help.keys {
      let (keys, action) = (entry.keys, entry.action)
      // Keys too many for the column get a line of their own, the text under them: never cut, never run together.
      let alone = keys.count > keyWidth
      if alone { rows.append((keys, "")) }
      for (i, part) in wrapText(action, width: actionWidth).enumerated() { rows.append((i == 0 && !alone ? keys : "", part)) }
    }
    if !help.notes.isEmpty { rows.append(("", "")) }
    for note in help.notes {
      for part in wrapText(note, width: min(maxWidth, keyWidth + 3 + actionWidth)) { rows.append(("\u{0}", part)) }
    }
    return (rows, keyWidth)
  }

  /// How many lines are hidden below the window at this scroll position (0 when all fit).
  public static func hiddenBelow(_ help: SceneHelp, canvas: Size, scroll: Int) -> Int {
    let rows = lines(help, canvas: canvas).rows
    let room = max(1, canvas.height - 4)
    return max(0, rows.count - scroll - room)
  }

  public static func draw(_ help: SceneHelp, into canvas: inout Canvas, theme: Theme, scroll: Int = 0) {
    let (rows, keyWidth) = lines(help, canvas: canvas.size)
    let room = max(1, canvas.height - 4)
    let first = max(0, min(scroll, rows.count - room))
    let visible = Array(rows.dropFirst(first).prefix(room))
    let more = first + visible.count < rows.count
    let footer = more ? (first > 0 ? "↑↓ more · other keys close" : "↓ more · other keys close")
      : (first > 0 ? "↑ back up · any key closes" : "any key closes")
    let textWidth = rows.map { $0.0 == "\u{0}" ? $0.1.count : max($0.0.count, keyWidth + 3 + $0.1.count) }.max() ?? 0
    let width = min(canvas.width, max(textWidth, footer.count, help.title.count + 4) + 4)
    let height = min(canvas.height, visible.count + 3)
    let rect = Rect.centered(Size(width: width, height: height), in: canvas.size)
    Box.panel(rect, in: &canvas, glyphs: theme.glyphs, style: theme.frame, title: help.title, titleStyle: theme.title)
    for (i, (keys, text)) in visible.enumerated() {
      let y = rect.y + 1 + i
      if keys == "\u{0}" {
        canvas.put(String(text.prefix(rect.width - 4)), at: Point(x: rect.x + 2, y: y), style: theme.muted)
      } else {
        canvas.put(String(keys.prefix(rect.width - 4)), at: Point(x: rect.x + 2, y: y), style: theme.accent)
        canvas.put(String(text.prefix(max(0, rect.width - keyWidth - 7))), at: Point(x: rect.x + 2 + keyWidth + 3, y: y))
      }
    }
    canvas.putCentered(String(footer.prefix(rect.width - 2)), in: rect, row: rect.y + rect.height - 1, style: theme.muted)
  }
}
