import ArcadeCore
import Foundation

/// A round this arcade saved is checked once, right after it is saved and off the caller's thread: a file can be
/// edited, so its own rounds are checked too, but then never again (its verdict is kept). An Ultimate game against
/// Hard takes a tenth of a second to check; the player is looking at the end panel meanwhile.
extension ScoreFile {
  /// Checks the round saved as row `id` in the background and keeps its verdict; nothing unless `checksSavedRounds`.
  func checkLater(_ id: Int64, in store: ScoreStore) {
    guard checksSavedRounds else { return }
    savedRoundChecks.enter()
    Thread.detachNewThread { [self] in
      defer { savedRoundChecks.leave() }
      // As stored, so its key is the one a board will look for.
      guard let saved = try? store.round(id: id) else { return }
      _ = store.verdicts(on: [saved])
    }
  }
}
