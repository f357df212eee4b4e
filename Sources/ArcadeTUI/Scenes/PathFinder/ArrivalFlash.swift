import ArcadeCore

/// The win animation: the target cell flashes for a second before the end of the round is shown.
struct ArrivalFlash: Hashable {
  static let frameMilliseconds: Int64 = 125
  static let durationMilliseconds: Int64 = 1000

  let startedAt: Instant

  private func elapsed(at now: Instant) -> Int64 { max(0, now.milliseconds(since: startedAt)) }

  /// Whether the target cell is lit in this frame (every other frame).
  func isLit(at now: Instant) -> Bool { (elapsed(at: now) / Self.frameMilliseconds) % 2 == 0 }

  func isOver(at now: Instant) -> Bool { elapsed(at: now) >= Self.durationMilliseconds }

  /// The next frame, or the end itself once over, so a late wake-up still gets the tick that moves on.
  func nextFrame(after now: Instant) -> Instant {
    let end = startedAt.advanced(byMilliseconds: Self.durationMilliseconds)
    guard !isOver(at: now) else { return end }
    let next = startedAt.advanced(byMilliseconds: (elapsed(at: now) / Self.frameMilliseconds + 1) * Self.frameMilliseconds)
    return min(next, end)
  }
}
