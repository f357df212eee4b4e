/// The part of a round's clock that stands still while the round is paused: when the pause began, and how long the
/// pauses before it lasted. Minesweeper and WordMatch leave that time out of play time.
public struct PauseClock: Hashable, Sendable {
  /// When the current pause began; nil while the clock runs.
  public private(set) var pausedAt: Instant?
  /// Milliseconds spent in finished pauses (and whatever else a game leaves out of play time).
  public internal(set) var pausedMilliseconds: Int64 = 0

  public init() {}

  public var isPaused: Bool { pausedAt != nil }

  /// Stops the clock at `now`; a second pause leaves the first one going.
  mutating func pause(at now: Instant) -> PauseResult {
    guard pausedAt == nil else { return .alreadyPaused }
    pausedAt = now
    return .paused
  }

  /// Starts the clock again at `now`, counting the pause's length (never less than zero) as paused time.
  mutating func resume(at now: Instant) -> PauseResult {
    guard let pausedAt else { return .notPaused }
    self.pausedAt = nil
    let paused = max(0, now.milliseconds(since: pausedAt))
    pausedMilliseconds += paused
    return .resumed(afterMilliseconds: paused)
  }
}
