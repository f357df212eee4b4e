/// A list of word pairs between two languages, as shipped in `data/wordmatch/*.json`.
///
/// The file format (version 1) is one JSON object:
///
///     {"format": 1,
///      "source": {"code": "en", "name": "English"},
///      "target": {"code": "es", "name": "Spanish"},
///      "pairs": [{"source": "house", "target": "casa"}, …]}
///
/// A word with several right translations appears once per translation, as
/// separate pairs with the same `source` (or the same `target`); there is no
/// other way to write alternatives. Entries are checked for tidiness when the
/// file is loaded (see `TextTidiness`).
public struct WordList: Sendable, Hashable {
  /// One side of the list: an ISO-style code ("en") and the name shown to the player ("English").
  public struct Language: Sendable, Hashable, Codable {
    public var code: String
    public var name: String

    public init(code: String, name: String) {
      self.code = code
      self.name = name
    }
  }

  /// One right translation: a word in the source language and a word in the target language.
  public struct Pair: Sendable, Hashable, Codable, CustomStringConvertible {
    public var source: String
    public var target: String

    public init(source: String, target: String) {
      self.source = source
      self.target = target
    }

    public var description: String { "\"\(source)\" → \"\(target)\"" }
  }

  /// The file format version this program reads and writes.
  public static let currentFormat = 1

  /// Optional hints about a pair, used to deal wrong translations that look plausible.
  public struct Tags: Sendable, Hashable {
    /// Part of speech, e.g. "noun", "verb", "adjective".
    public var pos: String?
    /// A theme, e.g. "animals", "food".
    public var topic: String?
    /// Target-language words that look like the source word but mean something else (English "library", Spanish "librería").
    public var falseFriends: [String]

    public init(pos: String? = nil, topic: String? = nil, falseFriends: [String] = []) {
      self.pos = pos
      self.topic = topic
      self.falseFriends = falseFriends
    }
  }

  public var source: Language
  public var target: Language
  public var pairs: [Pair]
  /// Tags of the pairs that have some; a pair without tags is simply absent.
  public var tags: [Pair: Tags]
  /// Set when the list is of a shipped language pair but not the shipped list (a player's edit): a short
  /// fingerprint of its bytes, which gives its rounds boards of their own. Nil for a shipped list, and for
  /// a language pair nobody ships (its code is its own already).
  public var edition: String?

  public init(source: Language, target: Language, pairs: [Pair], tags: [Pair: Tags] = [:]) {
    self.source = source
    self.target = target
    self.pairs = pairs
    self.tags = tags
  }

  /// The language pair as records and leaderboards name it, e.g. "en-es".
  public var code: String { "\(source.code)-\(target.code)" }

  /// The language pair as the player reads it, e.g. "English → Spanish".
  public var title: String { "\(source.name) → \(target.name)" }

  /// What its rounds' variants and boards are keyed by: the code, with the edition of a changed list ("en-es~1a2b3c").
  public var boardCode: String { edition.map { "\(code)~\($0)" } ?? code }

  /// The boards' title: a changed list says so.
  public var boardTitle: String { edition == nil ? title : "\(title) (changed list)" }
}
