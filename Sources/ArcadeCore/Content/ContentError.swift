/// Why a content file under `data/` could not be used; its description names the file and the problem.
///
/// Each case carries the file (or folder) as the caller named it, so a message
/// such as "data/wordmatch/en-es.json: pairs[12].target: is empty" tells a
/// person exactly what to open and fix.
public enum ContentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No file at that path.
  case missingFile(file: String)
  /// No folder at that path, where a folder of content files was expected.
  case missingFolder(folder: String)
  /// The file exists but could not be read (permissions, a folder in its place…).
  case unreadable(file: String, reason: String)
  /// The path is a FIFO, a device or a socket (`/dev/zero`, a named pipe): not opened, or not read on.
  case notARegularFile(file: String, kind: String)
  /// The file is bigger than a content file may be.
  case tooLarge(file: String, bytes: Int, limit: Int)
  /// The file holds more entries than a content file may.
  case tooManyEntries(file: String, count: Int, limit: Int)
  /// The bytes are not the JSON the format expects; `field` is the path ("pairs[3].target"), empty for the whole file.
  case malformed(file: String, field: String, problem: String)
  /// The file declares a format version this program does not know.
  case unsupportedFormat(file: String, version: Int, supported: Int)
  /// The file decodes but holds no entries.
  case emptyList(file: String)
  /// Too few pairs to deal a wrong one from (each wrong pair shows one pair's word with another's translation).
  case tooFewPairs(file: String, count: Int, minimum: Int)
  /// One entry breaks a tidiness rule: `index` is its 0-based place, `field` the bad field (empty: the whole entry).
  case untidyEntry(file: String, index: Int, field: String, problem: String)
  /// One line of a text content file (a word-search theme) is wrong: `line` counts from 1.
  case badLine(file: String, line: Int, problem: String)

  /// The file or folder the error is about.
  public var file: String {
    switch self {
    case .missingFile(let file), .unreadable(let file, _), .malformed(let file, _, _), .notARegularFile(let file, _),
      .tooLarge(let file, _, _), .tooManyEntries(let file, _, _),
      .unsupportedFormat(let file, _, _), .emptyList(let file), .tooFewPairs(let file, _, _), .untidyEntry(let file, _, _, _), .badLine(let file, _, _):
      file
    case .missingFolder(let folder):
      folder
    }
  }

  public var description: String {
    switch self {
    case .missingFile(let file):
      "\(file): file not found — check the path, or reinstall the game's data folder"
    case .missingFolder(let folder):
      "\(folder): folder not found — check the path, or reinstall the game's data folder"
    case .unreadable(let file, let reason):
      "\(file): cannot be read (\(reason))"
    case .notARegularFile(let file, let kind):
      "\(file): is \(kind), not a regular file — give the path of a content file"
    case .tooLarge(let file, let bytes, let limit):
      "\(file): \(bytes) bytes is more than a content file may have (\(limit) bytes)"
    case .tooManyEntries(let file, let count, let limit):
      "\(file): \(count) entries is more than a content file may have (\(limit))"
    case .malformed(let file, let field, let problem):
      field.isEmpty ? "\(file): malformed JSON: \(problem)" : "\(file): malformed JSON at \(field): \(problem)"
    case .unsupportedFormat(let file, let version, let supported):
      "\(file): format \(version) is not supported (this version reads format \(supported))"
    case .emptyList(let file):
      "\(file): the list has no entries"
    case .tooFewPairs(let file, let count, let minimum):
      "\(file): \(count) pair\(count == 1 ? "" : "s") is too few to deal wrong pairs from; a list needs at least \(minimum)"
    case .untidyEntry(let file, let index, let field, let problem):
      field.isEmpty ? "\(file): pairs[\(index)]: \(problem)" : "\(file): pairs[\(index)].\(field): \(problem)"
    case .badLine(let file, let line, let problem):
      "\(file): line \(line): \(problem)"
    }
  }
}
