import ArcadeCore

/// When a running round clock next shows a new second: timers wake once a second, on the boundary.
enum RoundClock {
  static func nextSecond(after now: Instant, startedAt: Instant) -> Instant {
    let elapsed = max(0, now.milliseconds(since: startedAt))
    return startedAt.advanced(byMilliseconds: (elapsed / 1000 + 1) * 1000)
  }
}
