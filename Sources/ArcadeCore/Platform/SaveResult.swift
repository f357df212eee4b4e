/// What became of a finished round given to a store to keep: one answer from the file to the end-of-round panel.
public enum SaveResult: Sendable, Equatable {
  /// In the score database under this id.
  case saved(id: Int64)
  /// Not saved yet, but safe on disk in the journal at `journal`; the next run that can write saves it.
  case waiting(reason: WaitReason, journal: String)
  /// Could not even be journaled: it shows on this session's boards, is offered again while the arcade runs,
  /// and is printed at exit in the form `arcade scores --import` takes.
  case keptForSession(reason: String)
}

extension SaveResult {
  /// The row id when the round is in the database.
  public var savedID: Int64? {
    if case .saved(let id) = self { return id }
    return nil
  }
}
