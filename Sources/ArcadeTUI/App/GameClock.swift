import ArcadeCore
import Foundation

/// Where the arcade reads time: monotonic instants for play, wall dates for records.
public protocol GameClock: AnyObject {
  func now() -> Instant
  func wallDate(at instant: Instant) -> Date
}

/// The system clock: CLOCK_MONOTONIC for play, anchored to the wall clock once at start.
public final class SystemClock: GameClock {
  private let startInstant: Instant
  private let startDate: Date

  public init() {
    startInstant = SystemClock.monotonic()
    startDate = Date()
  }

  public func now() -> Instant { SystemClock.monotonic() }

  public func wallDate(at instant: Instant) -> Date {
    startDate.addingTimeInterval(Double(instant.milliseconds - startInstant.milliseconds) / 1000)
  }

  private static func monotonic() -> Instant {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Instant(milliseconds: Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000)
  }
}

/// A clock tests move by hand.
public final class ManualClock: GameClock {
  public var current: Instant
  public let epoch: Date

  public init(start: Instant = .zero, epoch: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = start
    self.epoch = epoch
  }

  public func now() -> Instant { current }

  public func advance(milliseconds: Int64) { current = current.advanced(byMilliseconds: milliseconds) }

  public func wallDate(at instant: Instant) -> Date {
    epoch.addingTimeInterval(Double(instant.milliseconds) / 1000)
  }
}
