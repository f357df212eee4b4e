import ArcadeCore

extension App {
  /// "Daily 2026-11-28 · ranked" (or "· practice") at the right of the top line while a daily is played, in the
  /// widest wording that fits the blank room there: every game's header says which daily it is and whether it counts.
  func drawDailyBadge(into canvas: inout Canvas) {
    guard canvas.height > 0, let scene = topScene as? any ResumableScene, let variant = scene.context.daily else { return }
    let kind = variant.practice ? "practice" : "ranked"
    let day = "\(variant.day)"
    let wordings = ["Daily \(day) · \(kind)", "Daily \(day.dropFirst(5)) · \(kind)", "Daily · \(kind)", variant.practice ? "Practice" : "Daily"]
    // The widest blank stretch of the line (a header's left, middle or right), a blank column kept on each side.
    let gap = Self.widestBlank(in: canvas)
    guard let badge = wordings.first(where: { displayWidth($0) <= gap.count - 2 }) else { return }
    canvas.put(badge, at: Point(x: gap.upperBound - displayWidth(badge) - 1, y: 0), style: services.theme.status)
  }

  /// The columns of the widest run of blanks on the top line.
  static func widestBlank(in canvas: Canvas) -> Range<Int> {
    var best = 0..<0
    var start: Int?
    for x in 0...canvas.width {
      if x < canvas.width, canvas[x, 0].glyph == " " {
        start = start ?? x
      } else if let from = start {
        if x - from > best.count { best = from..<x }
        start = nil
      }
    }
    return best
  }
}
