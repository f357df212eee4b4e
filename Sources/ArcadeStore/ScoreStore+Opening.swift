import ArcadeCore
import Foundation
import GRDB
import Synchronization

/// Opening, creating, migrating and checking score files.
extension ScoreStore {
  static func configuration(busyTimeout: TimeInterval) -> Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "ArcadeStore"
    return configuration
  }

  /// A file that cannot be written can be used when it has the tables this version reads.
  static func openReadOnly(
    at path: String, inspection: StoreInspection, nobodyWrites: Bool, busyTimeout: TimeInterval, games: GameDefinitions
  ) throws(StoreError) -> ScoreStore {
    guard inspection.isReadable else { throw .readOnly(path: path) }
    do {
      let queue = try ReadOnlyConnection.open(path: path, nobodyWrites: nobodyWrites, busyTimeout: busyTimeout)
      return ScoreStore(path: path, reader: queue, writer: nil, busyTimeout: busyTimeout, games: games)
    } catch {
      throw StoreError(opening: error, path: path)
    }
  }

  static func openWritable(
    at path: String, migrating: Bool, busyTimeout: TimeInterval, games: GameDefinitions
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
    return ScoreStore(path: path, reader: pool, writer: pool, busyTimeout: busyTimeout, games: games)
  }

  /// Builds a new, fully migrated database under a temporary name beside `path`, then links it into place.
  ///
  /// The file at `path` is therefore never empty or half made, and a 0-byte file there is
  /// always someone else's. When another arcade links its new file first, that one is used.
  static func createFile(at path: String, busyTimeout: TimeInterval) throws(StoreError) {
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
      // Built with a rollback journal, which a new file's pages never go into, then switched to WAL: no WAL or
      // shared-memory file on the way, so a nearly full disk holds the new file. (Built in WAL mode, its frames
      // and the -shm file took twice its size, and a checkpoint that found no room left the file half in the WAL.)
      let queue = try DatabaseQueue(path: temporary, configuration: configuration(busyTimeout: busyTimeout))
      try StoreSchema.migrator.migrate(queue)
      let mode = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
      try queue.close()
      guard mode?.lowercased() == "wal" else { throw StoreError.fileNotCreatable(path: path) }
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
  static let newFileSuffixes = ["", "-journal", "-wal", "-shm"]

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
  static func migrate(_ pool: DatabasePool, path: String) throws(StoreError) {
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
}
