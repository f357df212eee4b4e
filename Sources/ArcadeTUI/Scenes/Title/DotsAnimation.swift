import ArcadeCore

/// Four dots travelling along a line under the title, as a pure function of time.
struct DotsAnimation {
  static let frameMilliseconds: Int64 = 150
  static let dotCount = 4
  let start: Instant
  let length: Int

  func frame(at now: Instant) -> Int {
    Int(max(0, now.milliseconds(since: start)) / Self.frameMilliseconds)
  }

  /// The cells of the line that hold a dot at this frame.
  func dotColumns(frame: Int) -> Set<Int> {
    let lead = frame % (length + Self.dotCount)
    return Set((0..<Self.dotCount).map { lead - $0 }.filter { $0 >= 0 && $0 < length })
  }

  func nextFrame(after now: Instant) -> Instant {
    start.advanced(byMilliseconds: Int64(frame(at: now) + 1) * Self.frameMilliseconds)
  }
}
