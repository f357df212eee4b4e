/// A one-line bar chart of a series, oldest on the left; taller is better.
public enum Sparkline {
  /// The bars for values, scaled between their minimum and maximum; nil values draw a gap.
  public static func bars(_ values: [Double?], glyphs: GlyphSet, lowerIsBetter: Bool) -> String {
    let present = values.compactMap { $0 }
    guard let low = present.min(), let high = present.max() else { return "" }
    let levels = glyphs.sparkline
    return String(values.map { value -> Character in
      guard let value else { return " " }
      var fraction = high > low ? (value - low) / (high - low) : 1
      if lowerIsBetter { fraction = high > low ? 1 - fraction : 1 }
      return levels[min(levels.count - 1, Int((fraction * Double(levels.count - 1)).rounded()))]
    })
  }
}
