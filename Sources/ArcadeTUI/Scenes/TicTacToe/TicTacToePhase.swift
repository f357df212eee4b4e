import ArcadeCore

/// Where a round stands on screen: a person to move, the computer's visible pause, the winning
/// line's flash, or the end-of-round panel. The board takes moves only while `playing`.
enum TicTacToePhase: Equatable {
  case playing
  case thinking(until: Instant)
  case celebrating(until: Instant)
  case ended

  /// How long the computer seems to think, so its move is seen to come after the person's.
  static let thinkingMilliseconds: Int64 = 300
  /// How long the winning line flashes before the panel.
  static let celebrationMilliseconds: Int64 = 500
  static let flashMilliseconds: Int64 = 125

  /// When the scene next needs a tick: the end of the pause, or the flash's next frame.
  func nextTick(after now: Instant) -> Instant? {
    switch self {
    case .thinking(let until): return until
    case .celebrating(let until):
      let frame = now.advanced(byMilliseconds: Self.flashMilliseconds - now.milliseconds % Self.flashMilliseconds)
      return min(frame, until)
    case .playing, .ended: return nil
    }
  }

  /// Whether the winning line is drawn lit at `now` (it blinks while celebrating, and stays lit after).
  func lineLit(at now: Instant) -> Bool {
    guard case .celebrating = self else { return true }
    return (now.milliseconds / Self.flashMilliseconds) % 2 == 0
  }
}
