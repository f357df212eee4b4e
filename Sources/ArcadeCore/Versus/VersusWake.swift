/// What tells a waiting screen that the other side may have written: a folder to watch (a score file's, through
/// inotify), or a descriptor that becomes readable (a shared board's notifications, through a pipe).
public enum VersusWake: Hashable, Sendable {
  case folder(String)
  /// Readable when something changed; the reader drains it. It must be non-blocking, and stays its store's to close.
  case descriptor(Int32)
}
