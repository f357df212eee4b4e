/// Content a game reads from the data folder once per run (word lists, themes, a catalog).
public protocol LoadableContent: Sendable {
  /// Reads the files under `dataDirectory`; a broken file becomes part of the value (its error), never a crash.
  static func load(dataDirectory: String) -> Self
}
