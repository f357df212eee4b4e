import ArcadeCore

/// A race's top line: the verdict once there is one, and both sides' progress, at the widest that fits: each side's
/// summary, else the short forms, else the verdict alone (or the short forms cut).
struct RaceLine {
  var verdict: String?
  var mine: RaceProgress
  /// "ana's ghost", "eve".
  var rivalLabel: String
  /// "ana", "eve".
  var rivalShort: String
  var rival: RaceProgress

  func text(width: Int) -> String {
    let lines = [
      [verdict, "You \(mine.summary)", "\(rivalLabel) \(rival.summary)"],
      [verdict, "You: \(mine.short)", "\(rivalShort): \(rival.short)"],
      [verdict ?? "You: \(mine.short)", verdict == nil ? "\(rivalShort): \(rival.short)" : nil],
    ].map { $0.compactMap { $0 }.joined(separator: "  ·  ") }
    return lines.first { displayWidth($0) <= width - 2 } ?? ellipsized(lines[2], width: max(2, width - 2))
  }

  /// `progress` with what a referee charges to the side's time ("31/71 cleared · 0 flagged · 0:12 late", short
  /// "31/71 +0:12"); as it is when there is none.
  static func charged(_ progress: RaceProgress, lateBy milliseconds: Int64) -> RaceProgress {
    guard milliseconds > 0 else { return progress }
    let late = formatDuration(milliseconds: milliseconds)
    return RaceProgress(summary: "\(progress.summary) · \(late) late", short: "\(progress.short) +\(late)", isOver: progress.isOver)
  }

  static func style(_ outcome: RaceOutcome?, theme: Theme) -> Style {
    switch outcome {
    case .won?: theme.good
    case .lost?: theme.bad
    case .tied?, nil: theme.title
    }
  }
}
