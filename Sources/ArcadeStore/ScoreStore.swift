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
  private let damage = Mutex<StoreError?>(nil)
  /// Ids of stored rows that could not be decoded (skipped, never trapped on).
  private let unreadable = Mutex<Set<Int64>>([])
  private let outOfRange = Mutex<Set<Int64>>([])
  /// The busy timeout the connections were opened with.
  public let busyTimeout: TimeInterval

  /// How long a script's or benchmark's write waits for another process's transaction before giving up with `.busy`.
  public static let defaultBusyTimeout: TimeInterval = 10

  private init(path: String, reader: any DatabaseReader, writer: (any DatabaseWriter)?, busyTimeout: TimeInterval) {
    self.path = path
    self.reader = reader
    self.writer = writer
    self.isReadOnly = writer == nil
    self.busyTimeout = busyTimeout
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
  /// `busyTimeout` is how long a statement waits for another process's lock.
  /// Throws a `StoreError` for every file it will not use.
  public static func open(
    at path: String, create: Bool, access: Access = .readWrite, busyTimeout: TimeInterval = defaultBusyTimeout
  ) throws(StoreError) -> ScoreStore? {
    switch FileKind.of(path) {
    case .missing:
      guard create, access == .readWrite else { return nil }
      try createFile(at: path, busyTimeout: busyTimeout)
      return try open(at: path, create: false, access: access, busyTimeout: busyTimeout)
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
      return ScoreStore(path: path, reader: reader, writer: nil, busyTimeout: busyTimeout)
    }
    try? reader.close()
    do {
      return try openWritable(at: path, migrating: !inspection.isCurrent, busyTimeout: busyTimeout)
    } catch .readOnly {
      // SQLite found the file unwritable where the checks above could not tell (a mount, a sandbox…).
      return try openReadOnly(at: path, inspection: inspection, nobodyWrites: false, busyTimeout: busyTimeout)
    }
  }

  /// Opens (creating if needed) the database at `path` for reading and writing; see `open(at:create:access:)`.
  public static func openCreating(
    at path: String, busyTimeout: TimeInterval = defaultBusyTimeout
  ) throws(StoreError) -> ScoreStore {
    // With create true and read-write access, `open` returns nil only if the file vanished meanwhile.
    guard let store = try open(at: path, create: true, busyTimeout: busyTimeout) else {
      throw .fileNotCreatable(path: path)
    }
    return store
  }

  private static func configuration(busyTimeout: TimeInterval) -> Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "ArcadeStore"
    return configuration
  }

  /// A file that cannot be written can be used when it has the tables this version reads.
  private static func openReadOnly(
    at path: String, inspection: StoreInspection, nobodyWrites: Bool, busyTimeout: TimeInterval
  ) throws(StoreError) -> ScoreStore {
    guard inspection.isReadable else { throw .readOnly(path: path) }
    do {
      let queue = try ReadOnlyConnection.open(path: path, nobodyWrites: nobodyWrites, busyTimeout: busyTimeout)
      return ScoreStore(path: path, reader: queue, writer: nil, busyTimeout: busyTimeout)
    } catch {
      throw StoreError(opening: error, path: path)
    }
  }

  private static func openWritable(
    at path: String, migrating: Bool, busyTimeout: TimeInterval
  ) throws(StoreError) -> ScoreStore {
    // A creation killed part way leaves its files even when a later run made the score file.
    removeAbandonedNewFiles(of: (path as NSString).lastPathComponent, in: (path as NSString).deletingLastPathComponent)
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: path, configuration: configuration(busyTimeout: busyTimeout))
    } catch {
      throw StoreError(opening: error, path: path)
    }
    // A current file is not migrated at all: opening it takes no write lock.
    if migrating { try migrate(pool, path: path) }
    return ScoreStore(path: path, reader: pool, writer: pool, busyTimeout: busyTimeout)
  }

  /// Builds a new, fully migrated database under a temporary name beside `path`, then links it into place.
  ///
  /// The file at `path` is therefore never empty or half made, and a 0-byte file there is
  /// always someone else's. When another arcade links its new file first, that one is used.
  private static func createFile(at path: String, busyTimeout: TimeInterval) throws(StoreError) {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .folderNotCreatable(folder: folder)
      }
    }
    let name = (path as NSString).lastPathComponent
    removeAbandonedNewFiles(of: name, in: folder)
    let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).new-\(UUID().uuidString)"
    defer {
      for suffix in newFileSuffixes { unlink(temporary + suffix) }
    }
    do {
      let pool = try DatabasePool(path: temporary, configuration: configuration(busyTimeout: busyTimeout))
      try StoreSchema.migrator.migrate(pool)
      try pool.close()
    } catch {
      switch StoreError(error, path: path) {
      case .failed, .readOnly, .notReadable: throw .fileNotCreatable(path: path)
      case let mapped: throw mapped
      }
    }
    if link(temporary, path) == 0 || errno == EEXIST { return }
    // A file system without hard links: a rename could replace a file made meanwhile, so look first.
    guard FileKind.of(path) == .missing, rename(temporary, path) == 0 else {
      if FileKind.of(path) != .missing { return }
      throw .fileNotCreatable(path: path)
    }
  }

  /// The files SQLite may make beside a new file while it is being built.
  private static let newFileSuffixes = ["", "-journal", "-wal", "-shm"]

  /// Removes the half-built files of creations that were killed part way (a signal skips the cleanup
  /// above); one older than a minute is abandoned, as building a file takes milliseconds.
  static func removeAbandonedNewFiles(of name: String, in folder: String, now: Date = Date()) {
    let directory = folder.isEmpty ? "." : folder
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for entry in entries where entry.hasPrefix(".\(name).new-") {
      let file = directory + "/" + entry
      var info = stat()
      guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      let age = now.timeIntervalSince1970 - TimeInterval(info.st_mtim.tv_sec)
      if age > 60 { unlink(file) }
    }
  }

  /// Brings the schema up to date.
  ///
  /// Two processes opening a file at once can both decide a migration is
  /// due; the second one's attempt then fails inside its transaction (which
  /// rolls back) and finds the work done when it looks again.
  private static func migrate(_ pool: DatabasePool, path: String) throws(StoreError) {
    let migrator = StoreSchema.migrator
    var attempts = 0
    while true {
      do {
        let superseded = try pool.read { db in try migrator.hasBeenSuperseded(db) }
        if superseded { throw StoreError.newerVersion(path: path) }
        try migrator.migrate(pool)
        return
      } catch let error as StoreError {
        throw error
      } catch {
        attempts += 1
        let done = (try? pool.read { db in try migrator.hasCompletedMigrations(db) }) ?? false
        if done { return }
        if attempts >= 3 || StoreError(error, path: path).meansDamaged { throw StoreError(error, path: path) }
      }
    }
  }

  /// Runs SQLite's `PRAGMA quick_check` on a read-only connection of its own: nil when the file is sound.
  ///
  /// Reads every page (seconds at a million rounds), so the front end runs it off the main thread.
  public static func quickCheck(at path: String, busyTimeout: TimeInterval) -> StoreError? {
    do {
      let queue = try ReadOnlyConnection.open(path: path, nobodyWrites: false, busyTimeout: busyTimeout)
      defer { try? queue.close() }
      let verdict = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(1)") }
      return verdict == ["ok"] ? nil : .damaged(path: path)
    } catch {
      return StoreError(error, path: path)
    }
  }

  /// The damage SQLite reported on this connection, if any: the store writes nothing more.
  public var foundDamage: StoreError? { damage.withLock { $0 } }

  /// How many distinct stored rounds could not be decoded and were skipped.
  public var unreadableRoundCount: Int { unreadable.withLock { $0.count } }

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

extension StoreError {
  /// Maps an SQLite error to the line a person sees.
  init(_ error: any Error, path: String) {
    guard let error = error as? DatabaseError else {
      self = .failed(path: path, message: String(describing: error))
      return
    }
    switch error.resultCode {
    case .SQLITE_READONLY: self = .readOnly(path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
    case .SQLITE_NOTADB: self = .notADatabase(path: path)
    case .SQLITE_CORRUPT: self = .damaged(path: path)
    case .SQLITE_FULL: self = .diskFull(path: path)
    case .SQLITE_PERM, .SQLITE_AUTH: self = .notReadable(path: path)
    default: self = .failed(path: path, message: error.message ?? "\(error.resultCode)")
    }
  }

  /// Maps an error from opening a file that exists and this user may read: SQLite's
  /// "unable to open database file" there means it could not open it for writing.
  init(opening error: any Error, path: String) {
    if let error = error as? DatabaseError, error.resultCode == .SQLITE_CANTOPEN {
      self = .readOnly(path: path)
    } else {
      self.init(error, path: path)
    }
  }
}
