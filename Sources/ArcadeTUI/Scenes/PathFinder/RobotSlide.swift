import ArcadeCore

/// The robot sliding from one cell to the next, drawn partway across the border for 120 ms.
///
/// The engine has already moved (the step counts at once); this is only how it looks.
struct RobotSlide: Hashable {
  static let frameMilliseconds: Int64 = 40
  /// Frames drawn between the two cells; after them the robot rests on `to`.
  static let frameCount: Int64 = 3

  let from: Position
  let to: Position
  let startedAt: Instant

  /// How far along the robot is drawn, in quarters of the way (1…3); nil once it rests on `to`.
  func quarter(at now: Instant) -> Int? {
    let elapsed = now.milliseconds(since: startedAt)
    guard elapsed >= 0, elapsed < Self.frameMilliseconds * Self.frameCount else { return nil }
    return Int(elapsed / Self.frameMilliseconds) + 1
  }

  /// The next frame's instant while sliding; nil once the robot rests.
  func nextFrame(after now: Instant) -> Instant? {
    let elapsed = max(0, now.milliseconds(since: startedAt))
    guard elapsed < Self.frameMilliseconds * Self.frameCount else { return nil }
    return startedAt.advanced(byMilliseconds: (elapsed / Self.frameMilliseconds + 1) * Self.frameMilliseconds)
  }
}
