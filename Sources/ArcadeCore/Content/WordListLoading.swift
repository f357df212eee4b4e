import Foundation

extension WordList {
  /// The longest entry, in characters, that still fits beside its label on a 40-column screen.
  public static let maximumEntryLength = 14
  /// More pairs than anyone types by hand (the shipped lists have about 700); a bigger list is refused.
  public static let maximumPairs = 5_000
  /// A wrong pair shows one pair's word with another's translation: one pair alone deals only right ones
  /// (a list cut to "dog = perro" dealt it fifteen times, and fifteen `y` scored 1451).
  public static let minimumPairs = 2

  /// Decodes and checks a word list; `file` names the source in error messages (a path or a file name).
  public init(decoding data: Data, file: String) throws(ContentError) {
    guard data.count <= ContentFile.maximumBytes else {
      throw .tooLarge(file: file, bytes: data.count, limit: ContentFile.maximumBytes)
    }
    let decoder = JSONDecoder()
    // The version is read first, so a newer file says "format 2 is not supported"
    // rather than failing on whichever field changed.
    let header: FormatHeader
    do {
      header = try decoder.decode(FormatHeader.self, from: data)
    } catch {
      throw Self.contentError(for: error, file: file, data: data)
    }
    guard header.format == Self.currentFormat else {
      throw .unsupportedFormat(file: file, version: header.format, supported: Self.currentFormat)
    }
    let body: FileBody
    do {
      body = try decoder.decode(FileBody.self, from: data)
    } catch {
      throw Self.contentError(for: error, file: file, data: data)
    }
    for (side, language) in [("source", body.source), ("target", body.target)] {
      for (field, text) in [("code", language.code), ("name", language.name)] {
        if let problem = TextTidiness.problem(in: text) ?? Self.tapeProblem(in: text) {
          throw .malformed(file: file, field: "\(side).\(field)", problem: problem)
        }
      }
    }
    if body.source.code == body.target.code {
      throw .malformed(file: file, field: "target.code", problem: "is the same language as source.code")
    }
    guard !body.pairs.isEmpty else { throw .emptyList(file: file) }
    guard body.pairs.count <= Self.maximumPairs else {
      throw .tooManyEntries(file: file, count: body.pairs.count, limit: Self.maximumPairs)
    }
    let tags = try Self.checkedTags(of: body.pairs, file: file)
    guard body.pairs.count >= Self.minimumPairs else {
      throw .tooFewPairs(file: file, count: body.pairs.count, minimum: Self.minimumPairs)
    }
    self.init(source: body.source, target: body.target, pairs: body.pairs.map(\.pair), tags: tags)
    // A language pair nobody ships has its own boards already: only a changed shipped list gets an edition.
    if let shipped = ShippedWordLists.fingerprints[code] { edition = ContentEdition.of(data, shipped: shipped) }
  }

  /// Too long for a round's recording, which keeps the languages and the words dealt (a character may be many bytes).
  private static func tapeProblem(in text: String) -> String? {
    text.utf8.count > RoundBounds.textBytes ? "is \(text.utf8.count) bytes long; at most \(RoundBounds.textBytes) fit a round's recording" : nil
  }

  /// Every entry checked (tidy text, no pair twice), and the tags of those that have some.
  private static func checkedTags(of entries: [Entry], file: String) throws(ContentError) -> [Pair: Tags] {
    var firstIndex: [Pair: Int] = [:]
    var tags: [Pair: Tags] = [:]
    for (index, entry) in entries.enumerated() {
      let pair = Pair(source: entry.source, target: entry.target)
      var texts = [("source", pair.source), ("target", pair.target)]
      texts += [("pos", entry.pos), ("topic", entry.topic)].compactMap { field, text in text.map { (field, $0) } }
      texts += (entry.falseFriends ?? []).enumerated().map { ("falseFriends[\($0.offset)]", $0.element) }
      for (field, text) in texts {
        if let problem = TextTidiness.problem(in: text, maximumLength: Self.maximumEntryLength) ?? Self.tapeProblem(in: text) {
          throw .untidyEntry(file: file, index: index, field: field, problem: problem)
        }
      }
      if let earlier = firstIndex[pair] {
        throw .untidyEntry(file: file, index: index, field: "", problem: "repeats pairs[\(earlier)] \(pair)")
      }
      firstIndex[pair] = index
      if entry.pos != nil || entry.topic != nil || !(entry.falseFriends ?? []).isEmpty {
        tags[pair] = Tags(pos: entry.pos, topic: entry.topic, falseFriends: entry.falseFriends ?? [])
      }
    }
    return tags
  }

  /// Loads and checks the word list at `path` (at most `ContentFile.maximumBytes`); errors name the path.
  public init(contentsOfFile path: String) throws(ContentError) {
    try self.init(decoding: try ContentFile.read(path), file: path)
  }

  /// Paths of every `*.json` file in `folder`, sorted by file name: the lists the player can choose from.
  public static func files(in folder: String) throws(ContentError) -> [String] {
    try ContentFile.files(in: folder, ending: ".json")
  }


  /// Loads every list in `folder`, in file-name order; the first bad file stops the load with its error.
  public static func loadAll(in folder: String) throws(ContentError) -> [WordList] {
    var lists: [WordList] = []
    for path in try files(in: folder) {
      lists.append(try WordList(contentsOfFile: path))
    }
    return lists
  }

  // MARK: - Decoding

  private struct FormatHeader: Decodable {
    var format: Int
  }

  private struct FileBody: Decodable {
    var source: Language
    var target: Language
    var pairs: [Entry]
  }

  /// One pair as written in the file: the two words and their optional tags.
  private struct Entry: Decodable {
    var source: String
    var target: String
    var pos: String?
    var topic: String?
    var falseFriends: [String]?

    var pair: Pair { Pair(source: source, target: target) }
  }

  private static func reason(_ error: any Error) -> String {
    (error as? LocalizedError)?.errorDescription ?? String(describing: error)
  }

  /// Turns a decoder error into one that names the field, written like "pairs[3].target".
  private static func contentError(for error: any Error, file: String, data: Data) -> ContentError {
    guard let error = error as? DecodingError else {
      return .malformed(file: file, field: "", problem: reason(error))
    }
    switch error {
    case .keyNotFound(let key, let context):
      return .malformed(file: file, field: fieldPath(context.codingPath + [key]), problem: "missing")
    case .typeMismatch(let type, let context):
      return .malformed(file: file, field: fieldPath(context.codingPath), problem: "expected \(typeName(type))")
    case .valueNotFound(let type, let context):
      return .malformed(
        file: file, field: fieldPath(context.codingPath), problem: "is null, expected \(typeName(type))")
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return .malformed(file: file, field: "", problem: syntaxProblem(in: data))
    case .dataCorrupted(let context):
      var problem = context.debugDescription
      if let underlying = context.underlyingError {
        let detail = reason(underlying)
        if !detail.isEmpty, !problem.contains(detail) { problem += " (\(detail))" }
      }
      return .malformed(file: file, field: fieldPath(context.codingPath), problem: problem)
    @unknown default:
      return .malformed(file: file, field: "", problem: reason(error))
    }
  }

  /// Where the JSON syntax breaks, as "line 3, column 1", from the parser's byte offset.
  ///
  /// `JSONDecoder` on Linux only says the data "was not valid JSON"; the older
  /// `JSONSerialization` parser names the offset, which a person can find.
  private static func syntaxProblem(in data: Data) -> String {
    JSONSyntaxProblem.describe(data, withDetail: true)
  }

  private static func fieldPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "a whole number"
    case is [Pair].Type, is [Entry].Type, is [String].Type, is [Any].Type: "a list"
    default: "\(type)".hasPrefix("Array") ? "a list" : "an object"
    }
  }
}
