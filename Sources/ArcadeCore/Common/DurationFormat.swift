/// Formats play time the way every screen shows it: `m:ss`, or `h:mm:ss` from an hour on.
public func formatDuration(milliseconds: Int64) -> String {
  let total = max(0, milliseconds) / 1000
  let hours = total / 3600
  let minutes = (total % 3600) / 60
  let seconds = total % 60
  func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
  return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
}

/// Formats a speed run's time to the hundredth, cut not rounded as race clocks do:
/// `s.hh` below a minute (`1.11`), `m:ss.hh` below an hour (`1:05.30`), then `h:mm:ss` as `formatDuration`.
public func formatRaceTime(milliseconds: Int64) -> String {
  let clamped = max(0, milliseconds)
  guard clamped < 3_600_000 else { return formatDuration(milliseconds: clamped) }
  let hundredths = (clamped % 1000) / 10
  let seconds = clamped / 1000 % 60
  let minutes = clamped / 60_000
  let fraction = hundredths < 10 ? "0\(hundredths)" : "\(hundredths)"
  guard minutes > 0 else { return "\(seconds).\(fraction)" }
  return "\(minutes):\(seconds < 10 ? "0" : "")\(seconds).\(fraction)"
}
