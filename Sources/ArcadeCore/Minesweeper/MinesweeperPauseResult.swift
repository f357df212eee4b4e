/// What `pause(at:)` or `resume(at:)` did to a Minesweeper game's clock.
public enum MinesweeperPauseResult: Sendable, Hashable {
  /// The clock stopped.
  case paused
  /// The clock runs again; the pause's length is not play time.
  case resumed(afterMilliseconds: Int64)
  /// Already paused: the first pause goes on.
  case alreadyPaused
  /// Not paused: nothing to resume.
  case notPaused
  /// Before the first reveal or after the end there is no clock to stop.
  case notPlaying
}
