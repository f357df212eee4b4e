import ArcadeCore

extension App {
  /// The bell a round's end asked for, never more than once a second (a burst of rounds rings once).
  func ringIfWanted() {
    guard services.recorder.bellWanted else { return }
    services.recorder.bellWanted = false
    let now = services.now()
    if let last = lastBell, now.milliseconds(since: last) < 1_000 { return }
    lastBell = now
    terminal.bell()
  }
}
