import ArcadeCore
import Foundation
import GRDB

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

  /// How long a write waits for another process's transaction before giving up with `.busy`.
  static let busyTimeout: TimeInterval = 10

  private init(path: String, reader: any DatabaseReader, writer: (any DatabaseWriter)?) {
    self.path = path
    self.reader = reader
    self.writer = writer
    self.isReadOnly = writer == nil
  }

  /// Opens the database at `path`, creating the folder and file when `create` is true.
  ///
  /// Returns nil when the file does not exist and `create` is false (or `access`
  /// is `.readOnly`): there are no scores yet, and nothing was created. A file
  /// that may not be written (see `WriteAccess`), or that SQLite refuses to open
  /// for writing, is opened read-only (`isReadOnly`), provided its schema is
  /// current. Throws a `StoreError` for every file it will not use.
  public static func open(at path: String, create: Bool, access: Access = .readWrite) throws(StoreError) -> ScoreStore? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      guard create, access == .readWrite else { return nil }
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty {
        do {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw .folderNotCreatable(folder: folder)
        }
      }
      return try openWritable(at: path, creating: true)
    }
    if isFolder.boolValue { throw .isAFolder(path: path) }
    guard isAccessible(path, R_OK) else { throw .notReadable(path: path) }

    // WAL writes need the -wal and -shm files beside the database, so the folder counts too.
    let writeAccess = WriteAccess.of(path: path)
    let nobodyWrites = writeAccess == .nobody
    let inspection = try StoreInspection.inspect(path: path, nobodyWrites: nobodyWrites)
    guard access == .readWrite, writeAccess == .writable else {
      return try openReadOnly(at: path, inspection: inspection, nobodyWrites: nobodyWrites)
    }
    do {
      return try openWritable(at: path, creating: false)
    } catch .readOnly {
      // SQLite found the file unwritable where the checks above could not tell (a mount, a sandbox…).
      return try openReadOnly(at: path, inspection: inspection, nobodyWrites: false)
    }
  }

  /// Opens (creating if needed) the database at `path` for reading and writing; see `open(at:create:access:)`.
  public static func openCreating(at path: String) throws(StoreError) -> ScoreStore {
    // With create true and read-write access, `open` returns nil only if the file vanished meanwhile.
    guard let store = try open(at: path, create: true) else { throw .fileNotCreatable(path: path) }
    return store
  }

  private static var writableConfiguration: Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "ArcadeStore"
    return configuration
  }

  /// A file that cannot be written can only be used if it needs no migration.
  private static func openReadOnly(
    at path: String, inspection: StoreInspection, nobodyWrites: Bool
  ) throws(StoreError) -> ScoreStore {
    guard inspection.isCurrent else { throw .readOnly(path: path) }
    do {
      let queue = try ReadOnlyConnection.open(path: path, nobodyWrites: nobodyWrites, busyTimeout: busyTimeout)
      return ScoreStore(path: path, reader: queue, writer: nil)
    } catch {
      throw StoreError(opening: error, path: path)
    }
  }

  private static func openWritable(at path: String, creating: Bool) throws(StoreError) -> ScoreStore {
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: path, configuration: writableConfiguration)
    } catch {
      guard creating else { throw StoreError(opening: error, path: path) }
      switch StoreError(error, path: path) {
      case .failed, .readOnly: throw .fileNotCreatable(path: path)
      case let mapped: throw mapped
      }
    }
    try migrate(pool, path: path)
    return ScoreStore(path: path, reader: pool, writer: pool)
  }

  /// Brings the schema up to date.
  ///
  /// Two processes opening a new file at once can both decide a migration is
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
        if attempts >= 3 { throw StoreError(error, path: path) }
      }
    }
  }

  // MARK: - Error mapping helpers for the query files

  func reading<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
    do {
      return try reader.read(body)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(error, path: path)
    }
  }

  /// Runs `body` in its own IMMEDIATE transaction: the write lock is taken up front, so a
  /// concurrent writer makes this one wait (busy timeout) rather than fail on a stale snapshot.
  func writing<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
    guard let writer else { throw .readOnly(path: path) }
    do {
      return try writer.writeWithoutTransaction { db in
        var result: T?
        try db.inTransaction(.immediate) {
          result = try body(db)
          return .commit
        }
        return result!
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(error, path: path)
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
