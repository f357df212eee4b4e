import ArcadeCore
import Foundation
import GRDB

/// Live matches on this file: the challenge, who took it and the moves, each row bounded as it is read (another arcade
/// wrote it); whether the moves are the game's is `VersusReferee`'s to say.
extension ScoreStore {
  public func postChallenge(_ match: VersusMatch) throws(StoreError) {
    try writing { db in
      try db.execute(
        sql: "INSERT INTO versus_match (uid, variant, x, o, invited, createdAt, clock) VALUES (?, ?, ?, ?, ?, ?, ?)",
        arguments: [
          match.uid, match.variant.rawValue, match.x, match.o, match.invited, RoundRow.milliseconds(match.createdAt), match.clockSeconds,
        ])
    }
  }

  public func openChallenges(limit: Int) throws(StoreError) -> [VersusMatch] {
    try reading { db in
      try Row.fetchAll(db, sql: "\(Self.matchColumns) WHERE x IS NULL OR o IS NULL ORDER BY createdAt DESC LIMIT ?", arguments: [limit])
        .compactMap(Self.match)
    }
  }

  /// The matches and all their moves in two queries, not one a match: the lobby reads them at every wake.
  public func takenMatches(limit: Int) throws(StoreError) -> [VersusMatch] {
    try reading { db in
      let matches = try Row.fetchAll(
        db, sql: "\(Self.matchColumns) WHERE x IS NOT NULL AND o IS NOT NULL ORDER BY createdAt DESC LIMIT ?", arguments: [limit]
      ).compactMap(Self.match)
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT match, ply, mark, cell, ms FROM versus_move WHERE ply BETWEEN 0 AND ? AND match IN (
            SELECT uid FROM versus_match WHERE x IS NOT NULL AND o IS NOT NULL ORDER BY createdAt DESC LIMIT ?)
          ORDER BY match, ply
          """, arguments: [Self.movesRead - 1, limit])
      let moves = Dictionary(grouping: rows) { ($0["match"] as String?) ?? "" }
      return matches.map { match in
        var read = match
        read.moves = (moves[match.uid] ?? []).compactMap(Self.move)
        return read
      }
    }
  }

  /// True when this call took it: the update finds the row only while nobody has.
  public func take(_ uid: String, as player: String, at date: Date) throws(StoreError) -> Bool {
    try writing { db in
      try db.execute(
        sql: """
          UPDATE versus_match SET x = coalesce(x, ?1), o = coalesce(o, ?1), takenMs = max(0, ?3 - createdAt)
          WHERE uid = ?2 AND (x IS NULL OR o IS NULL) AND coalesce(x, o) != ?1 AND (invited IS NULL OR invited = ?1)
          """, arguments: [player, uid, RoundRow.milliseconds(date)])
      return db.changesCount == 1
    }
  }

  /// True when it was open and the player's to decline (invited) or withdraw (posted).
  public func decline(_ uid: String, as player: String) throws(StoreError) -> Bool {
    try writing { db in
      try db.execute(
        sql: """
          DELETE FROM versus_match WHERE uid = ?2 AND (x IS NULL OR o IS NULL) AND (invited = ?1 OR coalesce(x, o) = ?1)
          """, arguments: [player, uid])
      return db.changesCount == 1
    }
  }

  public func match(_ uid: String) throws(StoreError) -> VersusMatch? {
    try reading { db in
      try Row.fetchOne(db, sql: "\(Self.matchColumns) WHERE uid = ?", arguments: [uid]).flatMap(Self.match).map { try Self.withMoves($0, db) }
    }
  }

  /// True when the move is new: a second move for one number is ignored, whoever sent it.
  public func send(_ move: VersusMove, in uid: String) throws(StoreError) -> Bool {
    try writing { db in
      try db.execute(
        sql: "INSERT INTO versus_move (match, ply, mark, cell, ms) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
        arguments: [uid, move.ply, move.mark.rawValue, move.cell, move.milliseconds])
      return db.changesCount == 1
    }
  }

  public func resign(_ uid: String, as mark: TicTacToeMark) throws(StoreError) {
    try writing { db in
      try db.execute(sql: "UPDATE versus_match SET resigned = ? WHERE uid = ? AND resigned IS NULL", arguments: [mark.rawValue, uid])
    }
  }

  private static let matchColumns = "SELECT uid, variant, x, o, invited, createdAt, resigned, clock, takenMs FROM versus_match"
  private static let movesRead = VersusMatch.movesRead

  private static func match(_ row: Row) -> VersusMatch? {
    VersusMatch(
      readingUID: row["uid"], variant: row["variant"], x: row["x"], o: row["o"], invited: row["invited"],
      createdMilliseconds: row["createdAt"], resigned: row["resigned"], clock: row["clock"], takenMilliseconds: row["takenMs"])
  }

  private static func withMoves(_ match: VersusMatch, _ db: Database) throws -> VersusMatch {
    var match = match
    match.moves = try Row.fetchAll(
      db, sql: "SELECT ply, mark, cell, ms FROM versus_move WHERE match = ? AND ply BETWEEN 0 AND ? ORDER BY ply",
      arguments: [match.uid, movesRead - 1]
    ).compactMap(move)
    return match
  }

  private static func move(_ row: Row) -> VersusMove? {
    VersusMove(readingPly: row["ply"], mark: row["mark"], cell: row["cell"], milliseconds: row["ms"])
  }
}
