import ArcadeCore
import Foundation
import Synchronization

/// Saving a finished round: in the file, else waiting in the journal, never waiting longer than the lock timeout.
extension ScoreFile {
  /// Saves `round` now if the file can take it, else appends it to the journal; never waits longer than `busyTimeout`.
  public func keep(_ round: PlayedRound) -> SaveResult {
    let entry = WaitingRound(round: round)
    var attempt = 0
    while true {
      attempt += 1
      let (writing, checkedSound, hasWaiting) = state.withLock { ($0.writing, $0.checkedSound, !$0.waiting.isEmpty) }
      switch writing {
      case .ready(let store):
        if let full = stillFull() { return keepWaiting(entry, because: full.waitReason) }
        do {
          if hasWaiting { flush(into: store) }
          let id = try store.save(round, uid: entry.uid)
          state.withLock { $0.lastProblem = nil }
          checkLater(id, in: store)
          return .saved(id: id)
        } catch {
          noteFailure(error)
          let outcome = keepWaiting(entry, because: error.waitReason)
          if case .diskFull = error { state.withLock { $0.roomWhenFull = DiskRoom.free(near: path) } }
          return outcome
        }
      case .notChecked where attempt == 1:
        // Nobody started the check (a run that never drew a frame): do it now.
        checkForWriting()
      case .blocked where attempt == 1 && checkedSound:
        // The file was sound; only a lock stood in the way. Opening again is quick.
        checkForWriting()
      case .blocked(let error):
        // Not checked yet: the check (slow) runs again off the main thread; else the retry above failed.
        if !checkedSound { prepareForWriting(retrying: true) }
        return keepWaiting(entry, because: error.waitReason)
      case .checking, .notChecked:
        return keepWaiting(entry, because: WaitReason(.beingChecked, "the score file is still being checked"))
      case .refused(let error):
        return keepWaiting(entry, because: error.waitReason)
      }
    }
  }

  /// The full disk met before, while it has not clearly more room since (nil: try the score file).
  func stillFull() -> StoreError? {
    state.withLock { state in
      guard let room = state.roomWhenFull else { return nil }
      if let free = DiskRoom.free(near: path), free < room + DiskRoom.freedToRetry { return .diskFull(path: path) }
      state.roomWhenFull = nil
      return nil
    }
  }

  func prepareForWriting(retrying _: Bool) {
    let claimed = state.withLock { state -> Bool in
      guard case .blocked = state.writing else { return false }
      state.writing = .checking
      return true
    }
    if claimed { Thread.detachNewThread { [self] in self.check(claimed: true) } }
  }

  func keepWaiting(_ entry: WaitingRound, because reason: WaitReason) -> SaveResult {
    switch FileKind.of(path) {
    case .special, .folder:
      // A journal beside /dev/null or a FIFO would be a new file in /dev or beside a pipe: this run keeps the round.
      return .keptForSession(reason: reason.detail)
    case .missing, .regular:
      break
    }
    do {
      try journal.append(entry)
      state.withLock { $0.waiting.append(entry) }
      return .waiting(reason: reason, journal: journal.path)
    } catch {
      return .keptForSession(reason: "\(reason); \(error)")
    }
  }

  /// A damaged file is refused for the rest of the run; a lock or a full disk only for this attempt.
  func noteFailure(_ error: StoreError) {
    state.withLock { state in
      if error.meansDamaged {
        state.writing = .refused(error)
      } else {
        state.lastProblem = error
      }
    }
  }
}
