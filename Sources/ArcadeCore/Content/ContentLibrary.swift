import Synchronization

/// The data folder's content, each kind read on first use and then kept for the run.
///
/// Engines and boards are handed the loaded values; nothing re-reads a file on a tab switch. Sendable, so the
/// verifier can re-deal rounds of content-dealt games from it on whatever thread reads a board.
public final class ContentLibrary: Sendable {
  public let dataDirectory: String
  private let loaded = Mutex<[ObjectIdentifier: any Sendable]>([:])
  /// Values made from loaded content, with what they were made from, by name (`derived(from:named:make:)`).
  private let derivations = Mutex<[String: any Sendable]>([:])

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
  /// list, which re-dealing a round needs and which takes milliseconds to build). Found by `name`, then compared with
  /// the source it was made from: a list set in place by a test, or edited under the same name, gets a table of its
  /// own. (Comparing the same loaded list is quick, its storage shared; hashing it for every round was not.)
  public func derived<Source: Equatable & Sendable, Value: Sendable>(
    from source: Source, named name: String, make: (Source) -> Value
  ) -> Value {
    let key = "\(Source.self)/\(Value.self)/\(name)"
    return derivations.withLock { derivations in
      if let made = derivations[key] as? (Source, Value), made.0 == source { return made.1 }
      let made = make(source)
      derivations[key] = (source, made)
      return made
    }
  }

  /// Puts content in place without reading files (tests, and a catalog given with `--catalog`).
  public func set<Content: LoadableContent>(_ content: Content) {
    loaded.withLock { $0[ObjectIdentifier(Content.self)] = content }
  }
}
