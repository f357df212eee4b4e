import ArcadeCore

/// How a match's clocks read on screen.
enum VersusClock {
  /// "2 min", "45 s": a clock as posted.
  static func text(seconds: Int) -> String {
    seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
  }

  /// "1:42": time left, rounded up to the second, so a clock shows 0:00 only once it has run out.
  static func left(milliseconds: Int64) -> String {
    formatDuration(milliseconds: (max(0, milliseconds) + 999) / 1_000 * 1_000)
  }
}
