import ArcadeCore
import Foundation
import GRDB

/// The verdicts a score file keeps (`round_verdict`), read inside a board's read: found only for the same row and
/// digest, and only as a text this version writes.
struct StoredVerdicts: KeptVerdicts {
  let db: Database
  /// Every kept verdict by row and digest, read in one pass: for a read that looks up most of them (a standings board
  /// counts every round), where a lookup each cost ten times more. Nil: each is looked up by itself.
  private let all: [String: (digest: Data, verdict: String)]?

  init(db: Database, readingAll: Bool = false) {
    self.db = db
    guard readingAll, let rows = try? Row.fetchAll(db, sql: "SELECT row, digest, verdict FROM round_verdict") else {
      all = nil
      return
    }
    // Optional reads: a damaged file's odd value is a verdict not kept, never a trap.
    let kept = rows.compactMap { row -> (String, (digest: Data, verdict: String))? in
      guard let key = row[0] as String?, let digest = row[1] as Data?, let verdict = row[2] as String? else { return nil }
      return (key, (digest, verdict))
    }
    all = Dictionary(kept, uniquingKeysWith: { first, _ in first })
  }

  func verdict(for key: VerdictKey) -> RoundVerdict? {
    if let all {
      guard let kept = all[key.row], kept.digest == Data(key.digest) else { return nil }
      return RoundVerdict(storedText: kept.verdict)
    }
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
