import ArcadeCore
import Foundation
import GRDB
import Synchronization

/// The arcade's scores and settings: one SQLite file opened through GRDB.
///
/// A writable file is opened as a GRDB `DatabasePool`, which puts the file in
/// WAL mode: readers (a leaderboard on screen) never wait for the writer, and
/// several `arcade` processes can each commit a finished round — SQLite
/// serialises their short write transactions, and the busy timeout makes a
/// second writer wait instead of failing. A file that must not be written
/// (no write bit on it or its folder — honoured for root too —, not writable by
/// this user, on a read-only file system, or `access: .readOnly`) is opened as a
/// read-only `DatabaseQueue` (see `ReadOnlyConnection`): opening it writes nothing.
///
/// Before anything that could write, an existing file is first inspected
/// through a read-only connection: that it is SQLite at all, that it is an
/// arcade file, and that no newer arcade migrated it. A file that fails any
/// check is reported with a `StoreError` and never deleted, truncated or rewritten.
public final class ScoreStore: Sendable {
  /// Whether the store may write.
  public enum Access: Sendable, Hashable {
    case readWrite
    /// Never write, even when the file allows it (e.g. `arcade scores`, or tests of the read-only path).
    case readOnly
  }

  /// The database file.
  public let path: String
  /// True when rounds and settings can be read but `save` will throw `StoreError.readOnly`.
  public let isReadOnly: Bool

  let reader: any DatabaseReader
  /// Nil when the store is read-only.
  let writer: (any DatabaseWriter)?
  /// Set when SQLite reports the file damaged: every later write is refused with it.
  let damage = Mutex<StoreError?>(nil)
  /// Ids of stored rows that could not be decoded (skipped, never trapped on).
  let unreadable = Mutex<Set<Int64>>([])
  let outOfRange = Mutex<Set<Int64>>([])
  /// The busy timeout the connections were opened with.
  public let busyTimeout: TimeInterval
  /// Whether rounds keep their deal and moves here: false in a file from before v4, opened read-only.
  let hasTapes: Bool
  /// Whether rounds keep their context in columns of their own: false in a file from before v5, opened read-only
  /// (a daily is then its variant, as it was written).
  let hasContext: Bool
  /// Each round's verdict by its moves (its game's definition replays them), kept by id: a board drawn again
  /// replays nothing.
  let checker: RoundChecker
  /// Whether the file keeps verdicts between runs (`round_verdict`): false in a file from before v7, opened read-only.
  let keepsVerdicts: Bool
  /// What the last board read hid, for the note under the board.
  public let lastCheck = Mutex<CheckedRounds>(CheckedRounds())

  /// How long a script's or benchmark's write waits for another process's transaction before giving up with `.busy`.
  public static let defaultBusyTimeout: TimeInterval = 10

  init(path: String, reader: any DatabaseReader, writer: (any DatabaseWriter)?, busyTimeout: TimeInterval, games: GameDefinitions) {
    self.path = path
    self.checker = RoundChecker(games: games)
    self.reader = reader
    self.writer = writer
    self.isReadOnly = writer == nil
    self.busyTimeout = busyTimeout
    // Through the writer's own connection when there is one: a pool's read-only reader, opened here and closed
    // last, could not checkpoint the WAL into the file when the pool closes.
    // One look at the table's columns for both (a read-only file may be from an older version).
    let (columns, keepsVerdicts) =
      if let writer { writer.writeWithoutTransaction { db in (StoreSchema.columns(in: db), StoredVerdicts.exist(in: db)) } } else {
        (try? reader.read { db in (StoreSchema.columns(in: db), StoredVerdicts.exist(in: db)) }) ?? ([], false)
      }
    self.keepsVerdicts = keepsVerdicts
    self.hasTapes = columns.contains("tape")
    self.hasContext = columns.contains("context")
  }

  /// The columns `RoundRow.round(from:)` reads, as this file has them.
  func roundColumns(table: String? = nil) -> String {
    StoreSchema.roundColumns(hasTape: hasTapes, hasContext: hasContext, table: table)
  }

  /// Opens the database at `path`, creating the folder and file when `create` is true.
  ///
  /// Returns nil when the file does not exist and `create` is false (or `access`
  /// is `.readOnly`): there are no scores yet, and nothing was created. A file
  /// that may not be written (see `WriteAccess`), or that SQLite refuses to open
  /// for writing, is opened read-only (`isReadOnly`), provided its schema is
  /// current. A FIFO, device or socket is refused before anything opens it, and
  /// an empty file is nobody's database: a new file is built under a temporary
  /// name and linked into place complete, so no arcade ever leaves one.
  /// `busyTimeout` is how long a statement waits for another process's lock; `games` are the games whose rounds its
  /// boards replay. Throws a `StoreError` for every file it will not use.
  public static func open(
    at path: String, create: Bool, access: Access = .readWrite, busyTimeout: TimeInterval = defaultBusyTimeout,
    games: GameDefinitions = .arcade
  ) throws(StoreError) -> ScoreStore? {
    switch FileKind.of(path) {
    case .missing:
      guard create, access == .readWrite else { return nil }
      try createFile(at: path, busyTimeout: busyTimeout)
      return try open(at: path, create: false, access: access, busyTimeout: busyTimeout, games: games)
    case .folder:
      throw .isAFolder(path: path)
    case .special(let kind):
      throw .notARegularFile(path: path, kind: kind)
    case .regular(let size):
      guard isAccessible(path, R_OK) else { throw .notReadable(path: path) }
      if size == 0 { throw .emptyFile(path: path) }
    }

    // WAL writes need the -wal and -shm files beside the database, so the folder counts too.
    let writeAccess = WriteAccess.of(path: path)
    let nobodyWrites = writeAccess == .nobody
    // One read-only connection both checks the file and, when only reading, serves the reads: opening a
    // second one was half the time the menu waited for its settings.
    let reader = try StoreInspection.connection(path: path, nobodyWrites: nobodyWrites, busyTimeout: busyTimeout)
    let inspection: StoreInspection
    do {
      inspection = try StoreInspection.inspect(reader, path: path)
    } catch {
      try? reader.close()
      throw error
    }
    guard access == .readWrite, writeAccess == .writable else {
      guard inspection.isReadable else {
        try? reader.close()
        throw .readOnly(path: path)
      }
      return ScoreStore(path: path, reader: reader, writer: nil, busyTimeout: busyTimeout, games: games)
    }
    try? reader.close()
    do {
      return try openWritable(at: path, migrating: !inspection.isCurrent, busyTimeout: busyTimeout, games: games)
    } catch .readOnly {
      // SQLite found the file unwritable where the checks above could not tell (a mount, a sandbox…).
      return try openReadOnly(at: path, inspection: inspection, nobodyWrites: false, busyTimeout: busyTimeout, games: games)
    }
  }

  /// Opens (creating if needed) the database at `path` for reading and writing; see `open(at:create:access:)`.
  public static func openCreating(
    at path: String, busyTimeout: TimeInterval = defaultBusyTimeout, games: GameDefinitions = .arcade
  ) throws(StoreError) -> ScoreStore {
    // With create true and read-write access, `open` returns nil only if the file vanished meanwhile.
    guard let store = try open(at: path, create: true, busyTimeout: busyTimeout, games: games) else {
      throw .fileNotCreatable(path: path)
    }
    return store
  }

  func noteUnreadable(_ id: Int64) {
    unreadable.withLock { _ = $0.insert(id) }
  }

  /// How many distinct stored rounds held a value no arcade writes (`RoundBounds`) and were skipped.
  public var outOfRangeRoundCount: Int { outOfRange.withLock { $0.count } }

  func noteOutOfRange(_ id: Int64) {
    outOfRange.withLock { _ = $0.insert(id) }
  }

  /// Maps an error, remembering damage so no later write is attempted.
  private func mapped(_ error: any Error) -> StoreError {
    let mapped = (error as? StoreError) ?? StoreError(error, path: path)
    if mapped.meansDamaged { damage.withLock { if $0 == nil { $0 = mapped } } }
    return mapped
  }

  // MARK: - Error mapping helpers for the query files

  func reading<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
    do {
      return try reader.read(body)
    } catch {
      throw mapped(error)
    }
  }

  /// Runs `body` in its own IMMEDIATE transaction: the write lock is taken up front, so a
  /// concurrent writer makes this one wait (busy timeout) rather than fail on a stale snapshot.
  func writing<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
    guard let writer else { throw .readOnly(path: path) }
    if let damage = foundDamage { throw damage }
    do {
      return try writer.writeWithoutTransaction { db in
        var result: T?
        try db.inTransaction(.immediate) {
          result = try body(db)
          return .commit
        }
        return result!
      }
    } catch {
      throw mapped(error)
    }
  }
}

/// `access(2)` under a name that does not clash with `ScoreStore.Access`.
func isAccessible(_ path: String, _ mode: Int32) -> Bool {
  access(path, mode) == 0
}
