import ArcadeCore

/// The top line both PathFinder screens share: the name in the middle, the seed small at the right.
enum PathFinderHeader {
  static func draw(into canvas: inout Canvas, seed: UInt64, theme: Theme) {
    canvas.putCentered("PathFinder", row: 0, style: theme.title)
    let label = "seed \(seed)"
    canvas.put(label, at: Point(x: max(0, canvas.width - label.count - 1), y: 0), style: theme.muted)
  }
}
