import ArcadeCore
import Foundation

/// Why the score database could not be opened or written, as one line a person can act on.
///
/// No case is ever "recovered" by deleting or rewriting the file: the store
/// reports and leaves the file as it was.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// The folder for a new database could not be created.
  case folderNotCreatable(folder: String)
  /// The folder exists but a new database file could not be created in it.
  case fileNotCreatable(path: String)
  /// The file exists but this user may not read it.
  case notReadable(path: String)
  /// The file (or its folder, or its file system) is read-only: scores can be shown but not saved.
  case readOnly(path: String)
  /// The path names a folder, not a file.
  case isAFolder(path: String)
  /// The path names a FIFO, a device or a socket: opening it could hang or read forever, so it is not opened.
  case notARegularFile(path: String, kind: String)
  /// The file is empty (0 bytes) and this run did not create it: it is nobody's score database yet.
  case emptyFile(path: String)
  /// The file is not an SQLite database.
  case notADatabase(path: String)
  /// The file is an SQLite database, but some other program's.
  case notArcadeDatabase(path: String)
  /// SQLite reports the file as damaged.
  case damaged(path: String)
  /// The file was written by a newer version of the arcade; it is left alone.
  case newerVersion(path: String)
  /// Another process held the database locked for longer than the busy timeout.
  case busy(path: String)
  /// The disk (or the file system's quota) is full.
  case diskFull(path: String)
  /// The export file could not be written.
  case exportNotWritable(path: String)
  /// Any other SQLite failure, with SQLite's own message.
  case failed(path: String, message: String)

  public var description: String {
    switch self {
    case .folderNotCreatable(let folder):
      "Cannot create the score folder \(shown(folder)); scores will not be saved. Create it or pass --db PATH."
    case .fileNotCreatable(let path):
      "Cannot create the score file \(shown(path)); scores will not be saved. Check the folder's permissions or pass --db PATH."
    case .notReadable(let path):
      "Cannot read the score file \(shown(path)); check its permissions or pass --db PATH."
    case .readOnly(let path):
      "The score file \(shown(path)) is read-only: scores can be read but not saved. Make it writable or pass --db PATH."
    case .isAFolder(let path):
      "\(shown(path)) is a folder, not a score file; pass the path of a file, e.g. --db \(shown(suggestedFile(in: path)))."
    case .notARegularFile(let path, let kind):
      "\(shown(path)) is \(kind), not a score file; it was not opened. Pass --db PATH with a regular file."
    case .emptyFile(let path):
      "\(shown(path)) is an empty file, not a score database; it was left untouched. Remove it or pass --db PATH."
    case .notADatabase(let path):
      "\(shown(path)) is not a score database (not SQLite); it was left untouched. Move it away or pass --db PATH."
    case .notArcadeDatabase(let path):
      "\(shown(path)) is an SQLite database of another program; it was left untouched. Pass --db PATH to use another file."
    case .damaged(let path):
      "The score file \(shown(path)) is damaged; it was left untouched. Move it away or pass --db PATH."
    case .newerVersion(let path):
      "The score file \(shown(path)) is from a newer version of arcade; it was left untouched. Update arcade or pass --db PATH."
    case .busy(let path):
      "The score file \(shown(path)) stayed locked by another program; try again."
    case .diskFull(let path):
      "The disk holding the score file \(shown(path)) is full; free some space."
    case .exportNotWritable(let path):
      "Cannot write the export file \(shown(path)); check the folder and its permissions."
    case .failed(let path, let message):
      "The score file \(shown(path)) could not be used: \(shown(message))."
    }
  }

  public var errorDescription: String? { description }

  /// SQLite found the file damaged or not a database: from then on it is only read, never written.
  public var meansDamaged: Bool {
    switch self {
    case .damaged, .notADatabase: true
    default: false
    }
  }

  /// The database path the error is about.
  public var path: String {
    switch self {
    case .folderNotCreatable(let path), .fileNotCreatable(let path), .notReadable(let path), .readOnly(let path),
      .isAFolder(let path), .notARegularFile(let path, _), .emptyFile(let path), .notADatabase(let path),
      .notArcadeDatabase(let path), .damaged(let path), .newerVersion(let path), .busy(let path), .diskFull(let path),
      .exportNotWritable(let path), .failed(let path, _):
      path
    }
  }
}

/// A file name inside `folder` to suggest instead of the folder itself.
private func suggestedFile(in folder: String) -> String {
  folder.hasSuffix("/") ? folder + StoreLocation.fileName : folder + "/" + StoreLocation.fileName
}

/// Paths and SQLite messages can contain anything; the one line must stay one line.
private func shown(_ text: String) -> String {
  sanitizedForDisplay(text)
}

extension StoreError {
  /// The problem in a few words for the menu's status line and the journal, naming the file by its whole path
  /// (a last component alone can name another file: "version" for /proc/version).
  public var shortReason: String {
    let name = sanitizedForDisplay(path)
    return switch self {
    case .busy: "\(name) is locked by another program"
    case .readOnly: "\(name) is read-only"
    case .damaged, .notADatabase: "\(name) is damaged"
    case .diskFull: "the disk is full"
    case .emptyFile: "\(name) is an empty file, not a score database"
    case .notARegularFile(_, let kind): "\(name) is \(kind), not a score file"
    case .notArcadeDatabase: "\(name) belongs to another program"
    case .newerVersion: "\(name) is from a newer arcade"
    case .notReadable: "\(name) cannot be read"
    case .isAFolder: "\(name) is a folder"
    case .folderNotCreatable, .fileNotCreatable: "\(name) cannot be created"
    case .exportNotWritable: "the export cannot be written"
    case .failed(_, let message): "\(name) could not be used (\(sanitizedForDisplay(message)))"
    }
  }

  /// Why a round waits, as a kind with this error's short line.
  public var waitReason: WaitReason {
    let kind: WaitReason.Kind =
      switch self {
      case .readOnly: .readOnly
      case .damaged, .notADatabase: .damaged
      case .newerVersion: .newerVersion
      case .busy: .busy
      case .diskFull: .diskFull
      default: .unusable
      }
    return WaitReason(kind, shortReason)
  }
}
