import ArcadeCore
import Foundation
import GRDB

/// The verdicts a score file keeps (`round_verdict`), read inside a board's read: found only for the same row and
/// digest, and only as a text this version writes.
struct StoredVerdicts: KeptVerdicts {
  let db: Database

  func verdict(for key: VerdictKey) -> RoundVerdict? {
    guard let statement = try? db.cachedStatement(sql: "SELECT verdict FROM round_verdict WHERE row = ? AND digest = ?"),
      let text = try? String.fetchOne(statement, arguments: [key.row, Data(key.digest)])
    else { return nil }
    return RoundVerdict(storedText: text)
  }

  /// Keeps `verdicts`, replacing what a row kept before (an edited round's, an older verifier's).
  static func keep(_ verdicts: [VerdictKey: RoundVerdict], in db: Database) throws {
    let statement = try db.cachedStatement(sql: "INSERT OR REPLACE INTO round_verdict (row, digest, verdict) VALUES (?, ?, ?)")
    for (key, verdict) in verdicts {
      try statement.execute(arguments: [key.row, Data(key.digest), verdict.storedText])
    }
  }

  /// Whether the file has the table (one from before v7, opened read-only, has not).
  static func exist(in db: Database) -> Bool {
    (try? Bool.fetchOne(db, sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'round_verdict'")) != nil
  }
}
