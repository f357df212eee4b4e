import ArcadeCore

extension App {
  /// "Daily 2026-11-28 · ranked" (or "· practice") at the right of the top line while a daily is played, in the
  /// widest wording that fits the blank room there: every game's header says which daily it is and whether it counts.
  func drawDailyBadge(into canvas: inout Canvas) {
    guard canvas.height > 0, let scene = topScene as? any ResumableScene, let variant = scene.context.daily else { return }
    let kind = variant.practice ? "practice" : "ranked"
    let day = "\(variant.day)"
    let wordings = ["Daily \(day) · \(kind)", "Daily \(day.dropFirst(5)) · \(kind)", "Daily · \(kind)", variant.practice ? "Practice" : "Daily"]
    // The widest wording that fits a blank stretch of the line with room to stand apart (a blank column at an edge of
    // the screen, two beside other text), in the rightmost such stretch; pushed to the screen's edge, or centred
    // between two texts, so it never runs into a title.
    let gaps = Self.blanks(in: canvas)
    let end = canvas.width
    for badge in wordings {
      let width = displayWidth(badge)
      let room = { (gap: Range<Int>) in gap.count - (gap.lowerBound == 0 ? 1 : 2) - (gap.upperBound == end ? 1 : 2) }
      guard let gap = gaps.last(where: { width <= room($0) }) else { continue }
      let x =
        gap.upperBound == end
        ? gap.upperBound - width - 1 : gap.lowerBound == 0 ? 1 : gap.lowerBound + (gap.count - width) / 2
      canvas.put(badge, at: Point(x: x, y: 0), style: services.theme.status)
      return
    }
  }

  /// The columns of each run of blanks on the top line, left to right.
  static func blanks(in canvas: Canvas) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for x in 0...canvas.width {
      if x < canvas.width, canvas[x, 0].glyph == " " {
        start = start ?? x
      } else if let from = start {
        runs.append(from..<x)
        start = nil
      }
    }
    return runs
  }
}
