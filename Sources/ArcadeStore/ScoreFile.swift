import ArcadeCore
import Foundation
import Synchronization

/// What became of a finished round handed to `ScoreFile.save`.
/// The score database as a running arcade uses it: read at once, checked before its first write, never waited on.
///
/// Opening only reads, through a read-only connection (the front end opens it
/// after the first frame, whose settings come from `SettingsPeek`; or before it
/// when that cannot be used). Before anything is written, `prepareForWriting`
/// runs SQLite's `quick_check` off the main thread and only then opens the file
/// for writing (creating it, if there is none). Every statement waits at most
/// `busyTimeout` for another process's lock. A round that cannot be saved at once
/// (locked, read-only, damaged, disk full, still being checked) goes to the
/// `RoundJournal` and is saved, exactly once, by the next save or run that can
/// write. A file found damaged — by the check or by any later statement — is
/// never written again in this run.
public final class ScoreFile: Sendable {
  /// The database file.
  public let path: String
  public let journal: RoundJournal

  /// How long any statement waits for another process's lock: short enough that the screen never freezes.
  public static let busyTimeout: TimeInterval = 0.1

  /// Whether the file can be written in this run, as far as is known.
  enum Writing: Sendable {
    case notChecked
    case checking
    case ready(ScoreStore)
    /// Never written in this run: damaged, read-only, another program's file…
    case refused(StoreError)
    /// Could not be opened for writing just now (locked): tried again at the next save.
    case blocked(StoreError)
  }

  struct State: Sendable {
    /// What reads use: read-only before the check, the writable store once ready.
    var reader: ScoreStore?
    /// Why nothing could be read.
    var readProblem: StoreError?
    var writing = Writing.notChecked
    /// `quick_check` passed in this run: a retry after a lock does not repeat it.
    var checkedSound = false
    var waiting: [WaitingRound] = []
    var unreadableJournalLines = 0
    /// Settings changed before the file could be written; written once it can be.
    var pendingSettings: [String: String] = [:]
    /// The last problem a save or a read met (a lock, a full disk), cleared by the next success.
    var lastProblem: StoreError?
    /// The room the disk had once a save met it full and the round was journaled (`DiskRoom`).
    var roomWhenFull: UInt64?
  }

  private let state: Mutex<State>

  /// Looks at `path` and opens it for reading only; never creates, checks or writes anything.
  public init(path: String) {
    self.path = path
    journal = RoundJournal(beside: path)
    var initial = State()
    let contents = journal.read()
    initial.waiting = contents.rounds
    initial.unreadableJournalLines = contents.unreadableLines
    do {
      initial.reader = try ScoreStore.open(at: path, create: false, access: .readOnly, busyTimeout: Self.busyTimeout)
      if initial.reader != nil, WriteAccess.of(path: path) != .writable {
        // Said on the menu from the start, not only when a round is lost.
        initial.writing = .refused(.readOnly(path: path))
      }
    } catch {
      initial.readProblem = error
      if case .busy = error {} else { initial.writing = .refused(error) }
    }
    if initial.reader == nil, initial.readProblem == nil, let folder = Self.existingFolder(of: path),
      WriteAccess.of(path: folder + "/.") != .writable
    {
      initial.writing = .refused(.fileNotCreatable(path: path))
    }
    state = Mutex(initial)
  }

  // MARK: - Before the first write

  /// Runs `checkForWriting` on a thread of its own: the loop never waits for it.
  public func prepareForWriting() {
    guard markChecking() else { return }
    Thread.detachNewThread { [self] in self.check(claimed: true) }
  }

  /// Claims the check for the caller: false when it is running or done already.
  func markChecking() -> Bool {
    state.withLock { state -> Bool in
      guard case .notChecked = state.writing else { return false }
      state.writing = .checking
      return true
    }
  }

  /// The store writes go to, once the check has passed.
  var writableStore: ScoreStore? {
    if case .ready(let store) = state.withLock({ $0.writing }) { return store }
    return nil
  }

  /// Checks the file (`quick_check`), opens it for writing (creating it if there is none), then saves the
  /// rounds and settings that waited. Synchronous; `prepareForWriting` runs it in the background.
  public func checkForWriting() {
    check(claimed: false)
  }

  /// The check itself; `claimed` when the caller already moved the state to `.checking`.
  func check(claimed: Bool) {
    if !claimed {
      let proceed = state.withLock { state -> Bool in
        switch state.writing {
        case .notChecked, .blocked:
          state.writing = .checking
          return true
        default:
          return false
        }
      }
      guard proceed else { return }
    }
    let checkedSound = state.withLock { $0.checkedSound }
    let (outcome, sound) = openForWriting(checkedSound: checkedSound)
    state.withLock { state in
      state.writing = outcome
      state.checkedSound = sound
      if case .ready(let store) = outcome {
        state.reader = store
        state.readProblem = nil
      } else if case .refused(let error) = outcome, error.meansDamaged {
        state.readProblem = state.readProblem ?? (state.reader == nil ? error : nil)
      }
    }
    if case .ready(let store) = outcome { flush(into: store) }
    reserveJournalRoom()
  }

  /// Sets room aside for the journal while the disk has it; never beside a device, FIFO or folder (`keepWaiting`).
  func reserveJournalRoom() {
    if case .regular = FileKind.of(path) { journal.reserve.make() }
  }

  /// What the check found, and whether `quick_check` has passed (so a retry after a lock skips it).
  private func openForWriting(checkedSound: Bool) -> (Writing, sound: Bool) {
    if case .regular = FileKind.of(path), !checkedSound,
      let problem = ScoreStore.quickCheck(at: path, busyTimeout: Self.busyTimeout)
    {
      if case .busy = problem { return (.blocked(problem), false) }
      return (.refused(problem), false)
    }
    do {
      let store = try ScoreStore.openCreating(at: path, busyTimeout: Self.busyTimeout)
      return (store.isReadOnly ? .refused(.readOnly(path: path)) : .ready(store), true)
    } catch {
      if case .busy = error { return (.blocked(error), true) }
      return (.refused(error), true)
    }
  }

  /// Saves the journal's rounds and the settings that waited; on failure they keep waiting.
  private func flush(into store: ScoreStore) {
    do {
      let saved = Set(try journal.replay(into: store))
      if !saved.isEmpty { reserveJournalRoom() }
      let settings = state.withLock { $0.pendingSettings }
      if !settings.isEmpty { try store.setSettings(settings) }
      state.withLock { state in
        state.waiting.removeAll { saved.contains($0.uid) }
        for (key, value) in settings where state.pendingSettings[key] == value { state.pendingSettings[key] = nil }
        state.lastProblem = nil
      }
    } catch {
      noteFailure(error)
    }
  }

  // MARK: - Saving

  /// Saves `round` now if the file can take it, else appends it to the journal; never waits longer than `busyTimeout`.
  public func keep(_ round: PlayedRound) -> SaveResult {
    let entry = WaitingRound(round: round)
    var attempt = 0
    while true {
      attempt += 1
      let (writing, checkedSound, hasWaiting) = state.withLock { ($0.writing, $0.checkedSound, !$0.waiting.isEmpty) }
      switch writing {
      case .ready(let store):
        if let full = stillFull() { return keepWaiting(entry, because: full.shortReason) }
        do {
          if hasWaiting { flush(into: store) }
          let id = try store.save(round, uid: entry.uid)
          state.withLock { $0.lastProblem = nil }
          return .saved(id: id)
        } catch {
          noteFailure(error)
          let outcome = keepWaiting(entry, because: error.shortReason)
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
        return keepWaiting(entry, because: error.shortReason)
      case .checking, .notChecked:
        return keepWaiting(entry, because: "the score file is still being checked")
      case .refused(let error):
        return keepWaiting(entry, because: error.shortReason)
      }
    }
  }

  /// The full disk met before, while it has not clearly more room since (nil: try the score file).
  private func stillFull() -> StoreError? {
    state.withLock { state in
      guard let room = state.roomWhenFull else { return nil }
      if let free = DiskRoom.free(near: path), free < room + DiskRoom.freedToRetry { return .diskFull(path: path) }
      state.roomWhenFull = nil
      return nil
    }
  }

  private func prepareForWriting(retrying _: Bool) {
    let claimed = state.withLock { state -> Bool in
      guard case .blocked = state.writing else { return false }
      state.writing = .checking
      return true
    }
    if claimed { Thread.detachNewThread { [self] in self.check(claimed: true) } }
  }

  private func keepWaiting(_ entry: WaitingRound, because reason: String) -> SaveResult {
    switch FileKind.of(path) {
    case .special, .folder:
      // A journal beside /dev/null or a FIFO would be a new file in /dev or beside a pipe: this run keeps the round.
      return .keptForSession(reason: reason)
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
  private func noteFailure(_ error: StoreError) {
    state.withLock { state in
      if error.meansDamaged {
        state.writing = .refused(error)
      } else {
        state.lastProblem = error
      }
    }
  }

  // MARK: - Reading

  /// Runs `body` on the store reads use; a damaged file found here is never written afterwards.
  private func reading<T>(_ empty: T, _ body: (ScoreStore) throws(StoreError) -> T) throws(StoreError) -> T {
    let (reader, problem) = state.withLock { ($0.reader, $0.readProblem) }
    guard let reader else {
      // A lock may go away: say so. A file that cannot be read at all has its line on the menu already.
      if case .busy? = problem, let problem { throw problem }
      return empty
    }
    do {
      return try body(reader)
    } catch {
      noteFailure(error)
      throw error
    }
  }

  public func rounds(matching selection: RoundSelection) throws(StoreError) -> [PlayedRound] {
    try reading([]) { store throws(StoreError) in try store.rounds(matching: selection) }
  }

  public func recentRounds(game: GameID, player: String, limit: Int) throws(StoreError) -> [PlayedRound] {
    try reading([]) { store throws(StoreError) in
      try store.recentRounds(game: game, player: player, variant: nil, limit: limit)
    }
  }

  /// A setting: one changed in this run and still waiting to be written wins over the stored one.
  public func setting(_ key: String) throws(StoreError) -> String? {
    if let pending = state.withLock({ $0.pendingSettings[key] }) { return pending }
    return try reading(nil) { store throws(StoreError) in try store.setting(key) }
  }

  /// Writes the setting when the file can be written; otherwise keeps it for when it can (this run only).
  public func setSetting(_ key: String, _ value: String) throws(StoreError) {
    let writing = state.withLock { state -> Writing in
      state.pendingSettings[key] = value
      return state.writing
    }
    guard case .ready(let store) = writing else {
      if case .notChecked = writing { checkForWriting() }
      if case .refused(let error) = state.withLock({ $0.writing }) { throw error }
      return
    }
    flush(into: store)
    if let problem = state.withLock({ $0.lastProblem }) { throw problem }
  }

  // MARK: - What the menu and the exit say

  /// Rounds finished in this run or before that wait in the journal.
  public var waiting: [WaitingRound] { state.withLock { $0.waiting } }

  /// One line for the menu, or nil when the file is fine and nothing waits, e.g.
  /// "2 rounds waiting to be saved — arcade.sqlite is locked by another program".
  /// Why settings changed now would not be written to the file in this run (damaged, read-only…), or nil.
  public var settingsProblem: String? {
    guard case .refused(let error) = state.withLock({ $0.writing }) else { return nil }
    return error.shortReason
  }

  public var statusLine: String? {
    let (writing, waiting, lastProblem, unreadableLines, reader) = state.withLock {
      ($0.writing, $0.waiting.count, $0.lastProblem, $0.unreadableJournalLines, $0.reader)
    }
    var parts: [String] = []
    var problem: String?
    switch writing {
    case .refused(let error) where error.meansDamaged:
      problem = "\(error.shortReason): it is only read, never written; `arcade scores --recover` copies what can be read"
    case .refused(let error), .blocked(let error):
      problem = error.shortReason
    default:
      problem = lastProblem?.shortReason
    }
    if waiting > 0 {
      parts.append("\(counted(waiting, "round")) waiting to be saved" + (problem.map { " — \($0)" } ?? ""))
    } else if let problem {
      parts.append(problem)
    }
    if let skipped = reader?.unreadableRoundCount, skipped > 0 {
      parts.append("\(counted(skipped, "stored round")) could not be read and \(skipped == 1 ? "was" : "were") skipped")
    }
    if let skipped = reader?.outOfRangeRoundCount, skipped > 0 {
      parts.append("\(counted(skipped, "stored round")) skipped: out of range")
    }
    if unreadableLines > 0 {
      parts.append("\(counted(unreadableLines, "line")) of \(sanitizedForDisplay(journalName)) could not be read")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// At exit: a last try to save what waits (only when the file is ready; never a check here),
  /// then one line per round still waiting, and where it is.
  public func finish() -> [String] {
    if case .ready(let store) = state.withLock({ $0.writing }) { flush(into: store) }
    let (waiting, pendingSettings, writing) = state.withLock { ($0.waiting, $0.pendingSettings, $0.writing) }
    var lines: [String] = []
    if !waiting.isEmpty {
      let reason: String
      switch writing {
      case .refused(let error), .blocked(let error): reason = error.shortReason
      case .checking, .notChecked: reason = "the score file was still being checked"
      case .ready: reason = state.withLock { $0.lastProblem?.shortReason } ?? "it could not be saved"
      }
      lines.append(
        "\(counted(waiting.count, "round")) waiting to be saved in \(sanitizedForDisplay(journal.path)) (\(reason)); "
          + "the next arcade that can write the score file saves \(waiting.count == 1 ? "it" : "them"):")
      lines += waiting.map { "  \($0.summary)" }
    }
    if !pendingSettings.isEmpty {
      lines.append("Settings changed in this run were not saved: " + pendingSettings.keys.sorted().joined(separator: ", "))
    }
    return lines
  }

  private var journalName: String { (journal.path as NSString).lastPathComponent }

  /// The nearest folder on the way to `path` that exists, or nil when none does.
  private static func existingFolder(of path: String) -> String? {
    var folder = (path as NSString).deletingLastPathComponent
    if folder.isEmpty { folder = "." }
    while !folder.isEmpty {
      if case .folder = FileKind.of(folder) { return folder }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { return nil }
      folder = parent
    }
    return nil
  }
}
