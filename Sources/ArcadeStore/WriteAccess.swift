import Foundation

/// Whether the arcade may write a database file, decided before SQLite opens it.
///
/// The kernel lets root write any file, but a player who takes the write bits off
/// the score file (`chmod 444`) or its folder means "do not write this", so the mode
/// bits are honoured for every user, root included. A read-only file system refuses
/// everyone; `access(2)` reports it even to root.
enum WriteAccess: Equatable {
  /// The file and its folder may be written.
  case writable
  /// This user may not write it, though its owner or another user might.
  case notThisUser
  /// Nobody is meant to write it: no write bit on the file or its folder, or a read-only file system.
  case nobody

  /// Looks at an existing file and the folder holding it.
  static func of(path: String) -> WriteAccess {
    let folder = (path as NSString).deletingLastPathComponent
    var verdict = WriteAccess.writable
    for name in [path, folder.isEmpty ? "." : folder] {
      var info = stat()
      if stat(name, &info) == 0, info.st_mode & 0o222 == 0 { return .nobody }
      if access(name, W_OK) != 0 {
        if errno == EROFS { return .nobody }
        verdict = .notThisUser
      }
    }
    return verdict
  }
}
