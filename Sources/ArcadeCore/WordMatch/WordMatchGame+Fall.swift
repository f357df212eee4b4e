/// Where the falling word is, and when the screen next changes.
extension WordMatchGame {
  /// The instant the current word lands unanswered; nil before the start.
  public var landsAt: Instant? { round?.landsAt }

  /// How far the current word has fallen, 0…1; it stays put once answered or landed, and while paused.
  public func fallProgress(at now: Instant) -> Double {
    guard let round else { return 0 }
    return round.fall.progress(at: round.positionTime(at: pausedAt.map { min($0, now) } ?? now))
  }

  /// The row of the current word: 0 at the top through `rows - 1` at the landing line, one row per fall time ÷ rows.
  public func fallRow(at now: Instant, rows: Int) -> Int {
    guard let round else { return 0 }
    return round.fall.row(at: round.positionTime(at: pausedAt.map { min($0, now) } ?? now), rows: rows)
  }

  /// The instant the falling word next moves down a row; nil when it will not move again (landing line, settled, over) or while paused.
  public func nextRowChange(after now: Instant, rows: Int) -> Instant? {
    guard case .falling = phase, pausedAt == nil, let round else { return nil }
    return round.fall.nextRowChange(after: now, rows: rows)
  }

  /// The next instant the screen must redraw without a key press: a row change, the landing, or the end of a flash.
  ///
  /// Nil when nothing will change by itself (before the start, after the end, while paused), so the screen can
  /// wait for keys only; `now` when `pause(at:)` played out steps that `advance(to:)` has yet to report.
  public func nextChange(after now: Instant, rows: Int) -> Instant? {
    if !unreported.isEmpty { return now }
    if pausedAt != nil { return nil }
    return switch phase {
    case .ready, .over: nil
    case .feedback(_, let until): until
    case .falling: nextRowChange(after: now, rows: rows) ?? round?.landsAt
    }
  }
}
