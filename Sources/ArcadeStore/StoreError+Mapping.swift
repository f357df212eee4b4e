import ArcadeCore
import Foundation
import GRDB
import Synchronization

extension StoreError {
  /// Maps an SQLite error to the line a person sees.
  init(_ error: any Error, path: String) {
    guard let error = error as? DatabaseError else {
      self = .failed(path: path, message: String(describing: error))
      return
    }
    switch error.resultCode {
    case .SQLITE_READONLY: self = .readOnly(path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
    case .SQLITE_NOTADB: self = .notADatabase(path: path)
    case .SQLITE_CORRUPT: self = .damaged(path: path)
    case .SQLITE_FULL: self = .diskFull(path: path)
    case .SQLITE_PERM, .SQLITE_AUTH: self = .notReadable(path: path)
    default: self = .failed(path: path, message: error.message ?? "\(error.resultCode)")
    }
  }

  /// Maps an error from opening a file that exists and this user may read: SQLite's
  /// "unable to open database file" there means it could not open it for writing.
  init(opening error: any Error, path: String) {
    if let error = error as? DatabaseError, error.resultCode == .SQLITE_CANTOPEN {
      self = .readOnly(path: path)
    } else {
      self.init(error, path: path)
    }
  }
}
