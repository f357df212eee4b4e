/// Formats play time the way every screen shows it: `m:ss`, or `h:mm:ss` from an hour on.
public func formatDuration(milliseconds: Int64) -> String {
  let total = max(0, milliseconds) / 1000
  let hours = total / 3600
  let minutes = (total % 3600) / 60
  let seconds = total % 60
  func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
  return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
}
