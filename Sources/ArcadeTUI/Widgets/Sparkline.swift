/// A one-line bar chart of a series, oldest on the left; taller is better.
public enum Sparkline {
  /// The bars for values, scaled between their minimum and maximum; a nil value (a round with no result to
  /// chart, such as a loss) draws `missingMark`, so there is one mark per round and a count of them matches.
  public static func bars(_ values: [Double?], glyphs: GlyphSet, lowerIsBetter: Bool) -> String {
    let present = values.compactMap { $0 }
    let low = present.min() ?? 0
    let high = present.max() ?? 0
    let levels = glyphs.sparkline
    return String(values.map { value -> Character in
      guard let value else { return missingMark(glyphs) }
      var fraction = high > low ? (value - low) / (high - low) : 1
      if lowerIsBetter { fraction = high > low ? 1 - fraction : 1 }
      return levels[min(levels.count - 1, Int((fraction * Double(levels.count - 1)).rounded()))]
    })
  }

  /// The mark of a round without a value (✘, ASCII x): a blank would hide the round and leave the count wrong.
  public static func missingMark(_ glyphs: GlyphSet) -> Character { glyphs.wrong }
}
