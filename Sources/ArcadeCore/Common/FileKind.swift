import Foundation

/// What is at a path, found with `stat(2)` before anything opens it.
///
/// Opening a FIFO blocks until a writer appears and a device can be read
/// forever, so only a regular file is ever handed to SQLite (or read as content).
public enum FileKind: Equatable, Sendable {
  case missing
  case folder
  /// A regular file of `size` bytes.
  case regular(size: Int64)
  /// A FIFO, device or socket, named for a message ("a FIFO (named pipe)").
  case special(String)

  /// Follows symbolic links, as opening the path would.
  public static func of(_ path: String) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      // /proc and /sys files say they are empty and then read as text the kernel writes: not empty, not ours.
      if info.st_size == 0, isKernelFileSystem(path) { return .special("a file the kernel writes as it is read (/proc, /sys)") }
      return .regular(size: Int64(info.st_size))
    case S_IFDIR: return .folder
    case S_IFIFO: return .special("a FIFO (named pipe)")
    case S_IFCHR: return .special("a character device")
    case S_IFBLK: return .special("a block device")
    case S_IFSOCK: return .special("a socket")
    default: return .special("not a regular file")
    }
  }

  /// Whether the path resolves into /proc or /sys, whose files report a size of 0 whatever they hold.
  private static func isKernelFileSystem(_ path: String) -> Bool {
    guard let resolved = realpath(path, nil) else { return false }
    defer { free(resolved) }
    let full = String(decoding: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)), as: UTF8.self)
    return full.hasPrefix("/proc/") || full.hasPrefix("/sys/")
  }
}
