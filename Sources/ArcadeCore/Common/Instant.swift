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
