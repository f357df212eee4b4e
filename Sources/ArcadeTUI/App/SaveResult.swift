/// What became of a finished round the front end asked to save.
public enum SaveResult: Sendable, Equatable {
  /// In the score database under this id.
  case saved(id: Int64)
  /// Not saved yet, but safe on disk in the journal at `journal`; the next run that can write saves it.
  case waiting(reason: String, journal: String)
  /// Could not even be journaled: it shows on this session's boards and is named at exit, then lost.
  case keptForSession(reason: String)
}
