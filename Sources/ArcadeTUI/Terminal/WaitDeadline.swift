import Glibc

/// A wait for input cut into looks at the terminal's size, each at most `look` milliseconds long, until the time a
/// screen asked to be woken (or for ever). Only a look finds a resize whose signal was missed, and a screen may ask
/// to sleep for hours (the Daily screen, till midnight).
struct WaitDeadline {
  /// When the wait ends, in milliseconds on the clock `now` is read from; nil: never.
  let end: Int64?
  let look: Int32

  /// A wait of `asked` milliseconds from `now` (nil: for ever; below zero: none).
  init(asked: Int?, now: Int64, look: Int32) {
    end = asked.map { now + Int64(min(max(0, $0), Int(Int32.max))) }
    self.look = look
  }

  /// How long the next look waits from `now`: a whole look, or what is left of the wait.
  func timeout(now: Int64) -> Int32 {
    guard let end else { return look }
    return Int32(min(Int64(look), max(0, end - now)))
  }

  /// Whether the wait goes on after a look that ended at `now` (cut short by a signal, or run out).
  func waitsOn(now: Int64) -> Bool { end.map { now < $0 } ?? true }

  /// Milliseconds on the monotonic clock, which a change of the wall clock does not move.
  static func monotonicNow() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000 + Int64(now.tv_nsec) / 1_000_000
  }
}
