import ArcadeCore

/// The chart under a board: one mark per recent round of the player's (a bar, or ✘ for a round with no
/// result to chart, such as a loss), and a sentence above it whose count is the number of marks.
struct LeaderboardTrendChart {
  let values: [Double?]
  let trend: Trend

  /// The sentence over the bars, the widest wording that fits `width`; whole words, never cut.
  func caption(width: Int, glyphs: GlyphSet) -> String {
    let results = values.count == 1 ? "result" : counted(values.count, "result")
    let missing = values.contains { $0 == nil } ? ", \(Sparkline.missingMark(glyphs)) not won" : ""
    return fittingText([
      "Your last \(results) here, \(trend.label); a taller bar is a better result\(missing):",
      "Your last \(results), \(trend.label)\(missing):",
      "Your last \(results); a taller bar is better\(missing):",
      "Last \(values.count): taller is better\(missing)",
      "Last \(values.count)",
    ], width: width)
  }

  /// Draws the caption and the bars from row `y`; returns the row after the chart and a blank line.
  func draw(into canvas: inout Canvas, y: Int, theme: Theme) -> Int {
    canvas.putCentered(caption(width: canvas.width - 2, glyphs: theme.glyphs), row: y, style: theme.muted)
    let bars = Array(Sparkline.bars(values, glyphs: theme.glyphs, lowerIsBetter: trend.lowerIsBetter))
    var x = max(0, (canvas.width - bars.count) / 2)
    for (bar, value) in zip(bars, values) {
      canvas[x, y + 1] = Cell(bar, style: value == nil ? theme.bad : theme.good)
      x += 1
    }
    return y + 3
  }
}
