/// What pausing or resuming did to a round's clock (Minesweeper's, WordMatch's).
public enum PauseResult: Sendable, Hashable {
  /// The clock stopped.
  case paused
  /// The clock runs again; the pause's length is not play time.
  case resumed(afterMilliseconds: Int64)
  /// Already paused: the first pause goes on.
  case alreadyPaused
  /// Not paused: nothing to resume.
  case notPaused
  /// Nothing to time (before the start, after the end): there is no clock to stop.
  case notPlaying
}
