/// What a running arcade does with its store besides reading and writing: start it, show its state, close it.
public protocol StoreUpkeep: AnyObject {
  /// Starts what must happen before the first write (checking the file) without making the caller wait.
  func prepareForWriting()
  /// One line about the store for the menu; nil when all is well. Drawn every frame: only reads memory.
  var statusLine: String? { get }
  /// At exit: a last try to save what waits; lines for stderr naming what still waits and where.
  func finish() -> [String]
}
