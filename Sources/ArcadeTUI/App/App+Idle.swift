import ArcadeCore

extension App {
  /// When the run ends if no one does anything (`idleLimit` after the last key, click or resize); nil without a limit.
  func idleDeadline(now: Instant) -> Instant? {
    guard let idleLimit else { return nil }
    let last = lastInput ?? now
    lastInput = last
    return last.advanced(byMilliseconds: idleLimit)
  }

  /// Notes the player's input, or ends the run when the limit has passed without any: the round on top is kept as
  /// unfinished on the way out, as on every way out, so Resume has it. True when it ended the run.
  func closeIfIdle(after event: InputEvent) -> Bool {
    guard let idleLimit else { return false }
    let now = services.now()
    switch event {
    case .tick, .storeChanged, .terminalBackground: break
    default:
      lastInput = now
      return false
    }
    guard let last = lastInput, now.milliseconds(since: last) >= idleLimit else { return false }
    closedForIdle = true
    quitting = true
    return true
  }
}
