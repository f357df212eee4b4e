import Synchronization

/// The data folder's content, each kind read on first use and then kept for the run.
///
/// Engines and boards are handed the loaded values; nothing re-reads a file on a tab switch. Sendable, so the
/// verifier can re-deal rounds of content-dealt games from it on whatever thread reads a board.
public final class ContentLibrary: Sendable {
  public let dataDirectory: String
  private let loaded = Mutex<[ObjectIdentifier: any Sendable]>([:])
  /// Values made from loaded content, by what they were made from (`derived(from:make:)`).
  private let derivations = Mutex<[AnyHashable: any Sendable]>([:])

  public init(dataDirectory: String) { self.dataDirectory = dataDirectory }

  /// The content of one kind, read now if this is the first time it is asked for.
  public func get<Content: LoadableContent>(_ kind: Content.Type = Content.self) -> Content {
    // Read under the lock: two threads asking at once read the files once.
    loaded.withLock { loaded in
      if let cached = loaded[ObjectIdentifier(kind)] as? Content { return cached }
      let content = Content.load(dataDirectory: dataDirectory)
      loaded[ObjectIdentifier(kind)] = content
      return content
    }
  }

  /// A value made from loaded content, made once per run for each `source` (WordMatch's translation table of a word
  /// list, which re-dealing a round needs and which takes milliseconds to build). Keyed by the content itself, not a
  /// name: a list set in place by a test, or edited under the same name, gets a table of its own.
  public func derived<Source: Hashable & Sendable, Value: Sendable>(from source: Source, make: (Source) -> Value) -> Value {
    derivations.withLock { derivations in
      if let made = derivations[AnyHashable(source)] as? Value { return made }
      let made = make(source)
      derivations[AnyHashable(source)] = made
      return made
    }
  }

  /// Puts content in place without reading files (tests, and a catalog given with `--catalog`).
  public func set<Content: LoadableContent>(_ content: Content) {
    loaded.withLock { $0[ObjectIdentifier(Content.self)] = content }
  }
}
