import Foundation
import GRDB

/// Opens a database read-only without writing it, and without leaving files beside it where nobody may write.
///
/// A plain read-only SQLite connection to a WAL file still creates the `-wal` and
/// `-shm` files next to it when it can (as root, even beside a `chmod 444` file), and
/// fails with "unable to open database file" when it cannot (read-only storage). When
/// nobody is meant to write the file and no log is pending, the file cannot change
/// under us, so it is opened `immutable`: no locks, no side files. Otherwise the plain
/// read-only connection is tried first (it sees rounds still in a `-wal` log), then
/// `immutable` if SQLite cannot set up its shared memory.
enum ReadOnlyConnection {
  static func open(path: String, nobodyWrites: Bool, busyTimeout: TimeInterval) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "ArcadeStore"
    if nobodyWrites && !hasPendingLog(path), let queue = try? DatabaseQueue(path: immutableURI(path), configuration: configuration) {
      return queue
    }
    do {
      return try DatabaseQueue(path: path, configuration: configuration)
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN || error.resultCode == .SQLITE_READONLY {
      // Without its shared memory SQLite cannot read a WAL file; the pages in the main file are still the scores.
      if let queue = try? DatabaseQueue(path: immutableURI(path), configuration: configuration) { return queue }
      throw error
    }
  }

  /// True when a `-wal` log beside the file holds pages not yet copied into it.
  static func hasPendingLog(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
    return size > 0
  }

  /// `file:///…?mode=ro&immutable=1`, the path percent-encoded so `?`, `#` and `%` in it stay part of the name.
  ///
  /// SQLite reads URI file names when built with SQLITE_USE_URI (Debian, Ubuntu and most
  /// distributions do); where it is not, this names no file and the caller's plain open decides.
  static func immutableURI(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-._~")
    let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
    return "file://" + encoded + "?mode=ro&immutable=1"
  }
}
