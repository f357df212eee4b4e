import ArcadeCore

/// Where the game tabs go: all of them when they fit, else the current one between arrows.
enum LeaderboardLayout {
  /// The tabs' row: under a blank line, or straight under the title in a short terminal (40×12).
  static func tabRow(height: Int) -> Int { height >= 14 ? 2 : 1 }
  /// Rows between the tabs and the board's title, and between that title and the table.
  static func gap(height: Int) -> Int { height >= 14 ? 2 : 1 }

  static func fullWidth(_ labels: [String]) -> Int { labels.reduce(0) { $0 + $1.count + 2 } + labels.count - 1 }

  static func drawTabs(_ labels: [String], into canvas: inout Canvas, selected: Int, theme: Theme) {
    let tabRow = tabRow(height: canvas.height)
    if fullWidth(labels) <= canvas.width {
      var x = (canvas.width - fullWidth(labels)) / 2
      for (index, label) in labels.enumerated() {
        x = canvas.put(" \(label) ", at: Point(x: x, y: tabRow), style: index == selected ? theme.selected : theme.muted) + 1
      }
    } else if !labels.isEmpty {
      canvas.putCentered(narrowTab(labels, selected: selected), row: tabRow, style: theme.selected)
    }
  }

  /// The one tab of a narrow screen, between the arrows that step to the others.
  static func narrowTab(_ labels: [String], selected: Int) -> String {
    "◀ \(labels[selected]) (\(selected + 1)/\(labels.count)) ▶"
  }

  /// Which tab a click at column x hits: a tab when all are shown, else the game an arrow steps to.
  static func tab(_ labels: [String], at x: Int, width: Int, selected: Int) -> Int? {
    guard !labels.isEmpty else { return nil }
    guard fullWidth(labels) <= width else {
      let text = narrowTab(labels, selected: selected)
      let start = max(0, (width - displayWidth(text)) / 2)
      let end = start + displayWidth(text)
      // The arrow and the space beside it, so a click need not be exact.
      if x == start || x == start + 1 { return (selected + labels.count - 1) % labels.count }
      if x == end - 1 || x == end - 2 { return (selected + 1) % labels.count }
      return nil
    }
    var start = (width - fullWidth(labels)) / 2
    for (index, label) in labels.enumerated() {
      let end = start + label.count + 2
      if x >= start && x < end { return index }
      start = end + 1
    }
    return nil
  }
}
