import Foundation

/// How much room the disk of a file has, for telling when a full disk has room again.
///
/// After SQLite met a full disk, each new try grows its write-ahead log into whatever room there is, which is
/// the room the journal needs. So until the disk has clearly more room than when it filled, rounds go straight
/// to the journal and the score file is not tried.
enum DiskRoom {
  /// Room freed since the disk filled that makes the score file worth trying again.
  static let freedToRetry: UInt64 = 256 << 10

  /// Bytes free for an unprivileged writer on the file system holding `path`'s folder; nil when unknown.
  static func free(near path: String) -> UInt64? {
    var info = statvfs()
    let folder = (path as NSString).deletingLastPathComponent
    guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return nil }
    return UInt64(info.f_bavail) * UInt64(info.f_frsize)
  }
}
