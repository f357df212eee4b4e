import ArcadeCore
import Foundation
import Synchronization

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
  /// The games whose rounds its boards replay (their definitions), and whose dailies it reads.
  public let games: GameDefinitions

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

  let state: Mutex<State>
  /// Signalled whenever a check ends, for a caller that must wait for it (`storeForWritingNow`).
  let checkEnded = NSCondition()

  /// Whether each round saved is checked at once off the caller's thread and its verdict kept (`checkLater`).
  let checksSavedRounds: Bool
  /// The checks `checkLater` started, for a test to wait on.
  let savedRoundChecks = DispatchGroup()

  /// Looks at `path` and opens it for reading only; never creates, checks or writes anything. `games` are the games
  /// whose rounds its boards replay and whose dailies it reads; `checksSavedRounds` (the front end's) checks each round
  /// saved in the background, so no board or `arcade scores --all` meets it unchecked.
  public init(path: String, games: GameDefinitions = .arcade, checksSavedRounds: Bool = false) {
    self.path = path
    self.games = games
    self.checksSavedRounds = checksSavedRounds
    journal = RoundJournal(beside: path)
    var initial = State()
    let contents = journal.read()
    initial.waiting = contents.rounds
    initial.unreadableJournalLines = contents.unreadableLines
    do {
      initial.reader = try ScoreStore.open(at: path, create: false, access: .readOnly, busyTimeout: Self.busyTimeout, games: games)
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
    let previous = state.withLock { state -> ScoreStore? in
      state.writing = outcome
      state.checkedSound = sound
      let previous = state.reader
      if case .ready(let store) = outcome {
        state.reader = store
        state.readProblem = nil
      } else if case .refused(let error) = outcome, error.meansDamaged {
        state.readProblem = state.readProblem ?? (state.reader == nil ? error : nil)
      }
      return previous
    }
    // What the boards found through the read-only connection before the file could be written is kept now.
    if case .ready(let store) = outcome, let previous, previous !== store { store.keepFoundVerdicts(by: previous.checker) }
    checkEnded.lock()
    checkEnded.broadcast()
    checkEnded.unlock()
    if case .ready(let store) = outcome { flush(into: store) }
    reserveJournalRoom()
  }

  /// The store to write to now, waiting for a check that is running and starting one nobody started: a move must
  /// be on disk within a second of being made, however long a loaded machine takes to check the file. Nil when the
  /// file cannot be written (read-only, damaged, locked, newer): `settingsProblem` or the status line says why.
  func storeForWritingNow() -> ScoreStore? {
    let (writing, checkedSound) = state.withLock { ($0.writing, $0.checkedSound) }
    switch writing {
    case .ready(let store): return store
    case .notChecked: checkForWriting()
    case .blocked where checkedSound: checkForWriting()
    case .checking: waitForCheck()
    case .blocked, .refused: return nil
    }
    return writableStore
  }

  /// Blocks until no check is running.
  func waitForCheck() {
    checkEnded.lock()
    defer { checkEnded.unlock() }
    while case .checking = state.withLock({ $0.writing }) { checkEnded.wait() }
  }

  /// Sets room aside for the journal while the disk has it; never beside a device, FIFO or folder (`keepWaiting`).
  func reserveJournalRoom() {
    if case .regular = FileKind.of(path) { journal.reserve.make() }
  }

  /// What the check found, and whether `quick_check` has passed (so a retry after a lock skips it).
  func openForWriting(checkedSound: Bool) -> (Writing, sound: Bool) {
    if case .regular = FileKind.of(path), !checkedSound,
      let problem = ScoreStore.quickCheck(at: path, busyTimeout: Self.busyTimeout)
    {
      if case .busy = problem { return (.blocked(problem), false) }
      return (.refused(problem), false)
    }
    do {
      let store = try ScoreStore.openCreating(at: path, busyTimeout: Self.busyTimeout, games: games)
      return (store.isReadOnly ? .refused(.readOnly(path: path)) : .ready(store), true)
    } catch {
      if case .busy = error { return (.blocked(error), true) }
      return (.refused(error), true)
    }
  }

  /// Saves the journal's rounds and the settings that waited; on failure they keep waiting.
  func flush(into store: ScoreStore) {
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
}
