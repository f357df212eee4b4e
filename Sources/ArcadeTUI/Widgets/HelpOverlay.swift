/// The `?` overlay: a scene's keys in a framed window over the scene.
public enum HelpOverlay {
  public static func draw(_ help: SceneHelp, into canvas: inout Canvas, theme: Theme) {
    let keyWidth = min(18, help.keys.map(\.keys.count).max() ?? 0)
    let maxWidth = max(10, canvas.width - 2)
    let actionWidth = max(8, min(44, maxWidth - keyWidth - 7))
    var rows: [(String, String)] = []
    for (keys, action) in help.keys {
      let wrapped = wrapText(action, width: actionWidth)
      for (i, part) in wrapped.enumerated() { rows.append((i == 0 ? keys : "", part)) }
    }
    let noteLines = help.notes.flatMap { wrapText($0, width: keyWidth + actionWidth + 3) }
    let footer = "any key closes"
    let contentWidth = max(keyWidth + 3 + (rows.map(\.1.count).max() ?? 0), noteLines.map(\.count).max() ?? 0, footer.count, help.title.count + 4)
    let width = min(canvas.width, contentWidth + 4)
    let height = min(canvas.height, rows.count + (noteLines.isEmpty ? 0 : noteLines.count + 1) + 4)
    let rect = Rect.centered(Size(width: width, height: height), in: canvas.size)
    Box.panel(rect, in: &canvas, glyphs: theme.glyphs, style: theme.frame, title: help.title, titleStyle: theme.title)
    var y = rect.y + 1
    let bottom = rect.y + rect.height - 2
    for (keys, action) in rows where y < bottom {
      canvas.put(keys, at: Point(x: rect.x + 2, y: y), style: theme.accent)
      canvas.put(action, at: Point(x: rect.x + 2 + keyWidth + 3, y: y))
      y += 1
    }
    if !noteLines.isEmpty, y < bottom { y += 1 }
    for line in noteLines where y < bottom {
      canvas.put(line, at: Point(x: rect.x + 2, y: y), style: theme.muted)
      y += 1
    }
    canvas.putCentered(footer, in: rect, row: rect.y + rect.height - 2, style: theme.muted)
  }
}
