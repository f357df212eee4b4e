/// A reading of the game clock in milliseconds; engines are handed these, they never read a clock.
public struct Instant: Hashable, Comparable, Sendable, Codable {
  public var milliseconds: Int64

  public init(milliseconds: Int64) {
    self.milliseconds = milliseconds
  }

  public static let zero = Instant(milliseconds: 0)

  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.milliseconds < rhs.milliseconds }

  public func advanced(byMilliseconds delta: Int64) -> Instant {
    Instant(milliseconds: milliseconds + delta)
  }

  /// Milliseconds from an earlier instant to this one.
  public func milliseconds(since earlier: Instant) -> Int64 {
    milliseconds - earlier.milliseconds
  }
}

extension Instant {
  /// When a clock started at `start` next shows a new whole second: timers wake once a second, on the boundary.
  public func nextWholeSecond(since start: Instant) -> Instant {
    let elapsed = max(0, milliseconds(since: start))
    return start.advanced(byMilliseconds: (elapsed / 1000 + 1) * 1000)
  }
}
