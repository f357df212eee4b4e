import ArcadeCore

/// Where the game tabs go: all six when they fit, else the current one between arrows.
enum LeaderboardLayout {
  static let tabRow = 2

  static func fullWidth(_ labels: [String]) -> Int { labels.reduce(0) { $0 + $1.count + 2 } + labels.count - 1 }

  static func drawTabs(_ labels: [String], into canvas: inout Canvas, selected: Int, theme: Theme) {
    if fullWidth(labels) <= canvas.width {
      var x = (canvas.width - fullWidth(labels)) / 2
      for (index, label) in labels.enumerated() {
        x = canvas.put(" \(label) ", at: Point(x: x, y: tabRow), style: index == selected ? theme.selected : theme.muted) + 1
      }
    } else {
      canvas.putCentered("◀ \(labels[selected]) (\(selected + 1)/\(labels.count)) ▶", row: tabRow, style: theme.selected)
    }
  }

  /// Which tab a click at column x hits, when all tabs are shown.
  static func tab(_ labels: [String], at x: Int, width: Int, selected: Int) -> Int? {
    guard fullWidth(labels) <= width else { return nil }
    var start = (width - fullWidth(labels)) / 2
    for (index, label) in labels.enumerated() {
      let end = start + label.count + 2
      if x >= start && x < end { return index }
      start = end + 1
    }
    return nil
  }
}
