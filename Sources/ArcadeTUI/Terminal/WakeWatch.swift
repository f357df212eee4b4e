import ArcadeCore
import CNCurses
import Glibc

/// What ends the terminal's wait beside the keys (another arcade's move): the score file's folder through an inotify
/// descriptor of its own, or a shared board's descriptor as given. Polled beside the keyboard, so waiting for the
/// other side costs nothing.
struct WakeWatch {
  private var watched: (wake: VersusWake, descriptor: Int32)?
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

  /// Watches `wake` from now on (nil: nothing); the same again changes nothing.
  mutating func watch(_ wake: VersusWake?) {
    guard wake != watched?.wake else { return }
    // Only the inotify descriptor is this watch's own; a store's descriptor stays open for the store.
    if let watched, case .folder = watched.wake, watched.descriptor >= 0 { close(watched.descriptor) }
    watched = wake.map { wake in
      switch wake {
      case .folder(let folder): (wake, cn_watch_folder(folder))
      case .descriptor(let descriptor): (wake, descriptor)
      }
    }
    changedBeforeWatching = wake != nil
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
  public func watch(_ wake: VersusWake?) { wakeWatch.watch(wake) }
}
