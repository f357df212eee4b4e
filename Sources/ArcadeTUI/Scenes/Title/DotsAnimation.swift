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

  /// The cells of the line that hold a dot at this frame: the dots travel together, so they are one run.
  ///
  /// A range, not a set: a `Set<Int>` here was the first use of Int hashing in a start, and Swift's runtime
  /// then searches every conformance record of the binary, a noticeable part of the time to the first frame.
  func dotColumns(frame: Int) -> Range<Int> {
    let cycle = length + Self.dotCount
    let lead = (frame % cycle + cycle) % cycle
    return max(0, lead - Self.dotCount + 1)..<min(length, lead + 1)
  }

  func nextFrame(after now: Instant) -> Instant {
    start.advanced(byMilliseconds: Int64(frame(at: now) + 1) * Self.frameMilliseconds)
  }
}
