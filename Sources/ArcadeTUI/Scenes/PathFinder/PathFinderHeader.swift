import ArcadeCore

/// The top line every PathFinder round screen shares: the name in the middle (with "walls" when the grid is a
/// maze), the seed small at the right when it fits beside the name.
enum PathFinderHeader {
  static func title(for options: PathFinderOptions) -> String { options.walls ? "PathFinder: walls" : "PathFinder" }

  static func draw(into canvas: inout Canvas, seed: UInt64, options: PathFinderOptions, theme: Theme) {
    let title = title(for: options)
    canvas.putCentered(title, row: 0, style: theme.title)
    // A 20-digit seed on a 40-column screen would run over the name: then it is left out (the saved round keeps it).
    let titleEnd = (canvas.width - title.count) / 2 + title.count
    let label = "seed \(seed)"
    let x = canvas.width - label.count - 1
    guard x > titleEnd else { return }
    canvas.put(label, at: Point(x: x, y: 0), style: theme.muted)
  }
}
