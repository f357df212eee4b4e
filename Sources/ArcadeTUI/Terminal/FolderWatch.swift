import CNCurses
import Glibc

/// The folder whose writes end the terminal's wait (another arcade's move in the score file): an inotify descriptor
/// polled beside the keyboard, so waiting for the other side costs nothing.
struct FolderWatch {
  private var watched: (folder: String, descriptor: Int32)?
  /// A watch just begun: the first wait ends at once, so a write made before the watch existed (after the scene last
  /// read) is read now rather than missed.
  private var changedBeforeWatching = false

  /// How a wait ended.
  enum Wait {
    case changed
    /// A key is waiting: read it.
    case keyReady
    case timedOut
    /// Nothing is watched (or the folder cannot be): wait for keys alone.
    case notWatching
  }

  /// Watches `folder` from now on (nil: nothing); the same folder again changes nothing.
  mutating func watch(_ folder: String?) {
    guard folder != watched?.folder else { return }
    if let watched, watched.descriptor >= 0 { close(watched.descriptor) }
    watched = folder.map { ($0, cn_watch_folder($0)) }
    changedBeforeWatching = folder != nil
  }

  /// Waits up to `timeout` milliseconds (-1: no limit) for a key or a change.
  mutating func wait(timeout: Int32) -> Wait {
    if changedBeforeWatching {
      changedBeforeWatching = false
      return .changed
    }
    guard let watched, watched.descriptor >= 0 else { return .notWatching }
    switch cn_wait_input_or(watched.descriptor, timeout) {
    case 2: return .changed
    case 0: return .timedOut
    default: return .keyReady
    }
  }
}

extension CursesTerminal {
  public func watch(folder: String?) { folderWatch.watch(folder) }
}
