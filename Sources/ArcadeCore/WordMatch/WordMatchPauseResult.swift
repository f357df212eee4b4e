/// What `pause(at:)` or `resume(at:)` did.
public enum WordMatchPauseResult: Sendable, Hashable {
  /// The clock stopped: the word stays where it is and answers are ignored until `resume(at:)`.
  case paused
  /// The clock runs again; every pending instant moved later by the pause's length.
  case resumed(afterMilliseconds: Int64)
  /// Already paused: the first pause goes on.
  case alreadyPaused
  /// Not paused: nothing to resume.
  case notPaused
  /// Nothing is falling or flashing (before the start, after the end): there is no clock to stop.
  case notPlaying
}
