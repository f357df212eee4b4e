/// Where a falling word is at a given time: a fraction of the fall, or a screen row that moves at even intervals.
///
/// With `rows` rows (row 0 at the top, row `rows - 1` the landing line), the
/// word enters row k at `start + ceil(k × duration ÷ rows)` and lands at
/// `start + duration`, so it moves one row every `duration ÷ rows` (to the
/// millisecond) and spends the last interval on the landing line.
public struct WordMatchFall: Sendable, Hashable {
  public var start: Instant
  /// Fall time in milliseconds (at least 1).
  public var duration: Int64

  public init(start: Instant, duration: Int64) {
    self.start = start
    self.duration = max(1, duration)
  }

  /// The instant the word reaches the bottom unanswered.
  public var landsAt: Instant { start.advanced(byMilliseconds: duration) }

  /// Milliseconds fallen by `now`, within 0…duration.
  public func elapsed(at now: Instant) -> Int64 {
    min(duration, max(0, now.milliseconds(since: start)))
  }

  /// Milliseconds left before landing, within 0…duration.
  public func remaining(at now: Instant) -> Int64 {
    duration - elapsed(at: now)
  }

  /// How far the word has fallen, from 0 (top) to 1 (landed).
  public func progress(at now: Instant) -> Double {
    Double(elapsed(at: now)) / Double(duration)
  }

  /// The row the word is drawn on, 0 at the top through `rows - 1` at the landing line.
  public func row(at now: Instant, rows: Int) -> Int {
    let rows = Int64(max(1, rows))
    return Int(min(rows - 1, elapsed(at: now) * rows / duration))
  }

  /// The instant the word next moves down a row after `now`, or nil once it is on the landing line.
  public func nextRowChange(after now: Instant, rows: Int) -> Instant? {
    let next = row(at: now, rows: rows) + 1
    guard next < max(1, rows) else { return nil }
    return entersRow(next, rows: rows)
  }

  /// The instant the word enters `row` (row 0: the start).
  public func entersRow(_ row: Int, rows: Int) -> Instant {
    let rows = Int64(max(1, rows))
    let row = min(rows - 1, Int64(max(0, row)))
    // Ceiling division: the first whole millisecond at which elapsed × rows ÷ duration reaches `row`.
    let offset = (row * duration + rows - 1) / rows
    return start.advanced(byMilliseconds: offset)
  }
}
