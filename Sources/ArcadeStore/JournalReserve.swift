import Foundation

/// Room set aside on disk for the journal of waiting rounds: a file of allocated blocks beside it, made when the
/// arcade starts and given back when a round must be journaled on a disk that has filled up since.
///
/// Without it a full disk lost rounds: the score file could not take them and neither could the journal. The
/// room (64 KB) holds about a hundred rounds' lines; it is made again once the disk has room.
public struct JournalReserve: Sendable, Hashable {
  /// `arcade.sqlite.waiting.jsonl` → `arcade.sqlite.waiting.jsonl.reserve`.
  public let path: String
  public static let bytes = 64 << 10

  public init(beside journalPath: String) {
    path = journalPath + ".reserve"
  }

  /// Allocates the room if it is not all there, as much of it as the disk has (halving down to one page): best
  /// effort (a read-only folder, or a disk already full, keeps what there is).
  public func make() {
    let file = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard file >= 0 else { return }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
    var size = off_t(Self.bytes)
    while size > info.st_size {
      if posix_fallocate(file, 0, size) == 0 { return }
      _ = ftruncate(file, info.st_size)
      size /= 2
      if size < 4096 { break }
    }
    if info.st_size == 0 { unlink(path) }
  }

  /// Gives the room back to the disk; false when there was none to give.
  public func release() -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return false }
    return unlink(path) == 0
  }
}
