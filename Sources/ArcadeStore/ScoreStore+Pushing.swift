import ArcadeCore
import Foundation
import GRDB

/// What a shared board (a PostgreSQL server) has of this file's rounds: the `pushed` table, and the player id.
///
/// A server is named by a key such as "db.example:5432/arcade". Only rounds with a
/// uid are ever sent (every round this version saves has one); rounds from before
/// uids, and bulk imports, stay on this machine.
extension ScoreStore {
  /// The setting that holds this file's player id on shared boards.
  public static let sharedPlayerIDKey = "shared.player-id"

  /// The rounds `server` does not have yet, oldest first, at most `limit`: what a push sends next.
  public func roundsToPush(to server: String, limit: Int) throws(StoreError) -> [WaitingRound] {
    let sql = """
      SELECT \(roundColumns()), uid FROM round WHERE \(RoundQuery.notPushedCondition) ORDER BY id LIMIT ?
      """
    return try reading { db in
      try Row.fetchAll(db, sql: sql, arguments: [server, limit]).compactMap { row -> WaitingRound? in
        guard let round = decoded(row), let uid = row["uid"] as String? else { return nil }
        return WaitingRound(uid: uid, round: round)
      }
    }
  }

  /// How many rounds wait to be sent to `server`.
  public func roundsWaitingCount(for server: String) throws(StoreError) -> Int {
    try reading { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM round WHERE \(RoundQuery.notPushedCondition)", arguments: [server]) ?? 0
    }
  }

  /// Notes that `server` has these rounds (sent just now, or found there already), so they are not sent again.
  public func markPushed(_ uids: [String], to server: String, at date: Date) throws(StoreError) {
    guard !uids.isEmpty else { return }
    try writing { db in
      let statement = try db.cachedStatement(sql: "INSERT OR IGNORE INTO pushed (server, uid, pushedAt) VALUES (?, ?, ?)")
      for uid in uids {
        try statement.execute(arguments: [server, uid, RoundRow.milliseconds(date)])
      }
    }
  }

  /// `rounds(matching:)` among the rounds `server` does not have yet: what a shared board lacks of this machine's.
  public func roundsNotPushed(to server: String, matching selection: RoundSelection) throws(StoreError) -> [PlayedRound] {
    try rounds(matching: selection, notPushedTo: server)
  }

  /// The row ids of the stored rounds with these uids (those not stored are left out).
  public func ids(ofRoundsWithUIDs uids: [String]) throws(StoreError) -> [String: Int64] {
    guard !uids.isEmpty else { return [:] }
    let marks = Array(repeating: "?", count: uids.count).joined(separator: ", ")
    return try reading { db in
      var ids: [String: Int64] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT uid, id FROM round WHERE uid IN (\(marks))", arguments: StatementArguments(uids)) {
        if let uid = row[0] as String?, let id = row[1] as Int64? { ids[uid] = id }
      }
      return ids
    }
  }

  /// This file's player id on shared boards: a UUID made the first time it is asked for, then always the same.
  ///
  /// Two players with one name on two machines are two ids; the name alone is what the boards show.
  public func sharedPlayerID() throws(StoreError) -> String {
    try writing { db in
      try db.execute(
        sql: "INSERT OR IGNORE INTO setting (key, value) VALUES (?, ?)",
        arguments: [Self.sharedPlayerIDKey, UUID().uuidString.lowercased()])
      return try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [Self.sharedPlayerIDKey]) ?? ""
    }
  }
}
