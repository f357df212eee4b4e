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
  /// More moves than any game has (Ultimate's 81 cells): moves numbered past it are not read, and its referee finds a
  /// match that ends without them short of its end.
  private static let movesRead = 100

  /// A row as a match, nil for one no arcade writes (an unknown variant, a name past any a player may have).
  private static func match(_ row: Row) -> VersusMatch? {
    let (uid, x, o, invited): (String?, String?, String?, String?) = (row["uid"], row["x"], row["o"], row["invited"])
    guard let uid, uid.utf8.count <= 64, x != nil || o != nil, [x, o, invited].allSatisfy({ ($0?.utf8.count ?? 0) <= 256 }),
      let variant = (row["variant"] as String?).flatMap(TicTacToeVariant.init(rawValue:)),
      let created = row["createdAt"] as Int64?
    else { return nil }
    let resigned = (row["resigned"] as String?).flatMap(TicTacToeMark.init(rawValue:))
    // A clock no arcade posts is read as none; a time taken before it was made, as at once.
    let clock = (row["clock"] as Int?).flatMap { VersusMatch.clockLimits.contains($0) ? $0 : nil }
    return VersusMatch(
      uid: uid, variant: variant, x: x, o: o, invited: invited, createdAt: RoundRow.date(created), resigned: resigned,
      clockSeconds: clock, takenMilliseconds: (row["takenMs"] as Int64?).map { max(0, $0) })
  }

  private static func withMoves(_ match: VersusMatch, _ db: Database) throws -> VersusMatch {
    var match = match
    match.moves = try Row.fetchAll(
      db, sql: "SELECT ply, mark, cell, ms FROM versus_move WHERE match = ? AND ply BETWEEN 0 AND ? ORDER BY ply",
      arguments: [match.uid, movesRead - 1]
    ).compactMap(move)
    return match
  }

  /// A move row, nil for one no arcade writes (an unknown mark, a missing value).
  private static func move(_ row: Row) -> VersusMove? {
    guard let ply = row["ply"] as Int?, let cell = row["cell"] as Int?, let ms = row["ms"] as Int64?,
      let mark = (row["mark"] as String?).flatMap(TicTacToeMark.init(rawValue:))
    else { return nil }
    return VersusMove(ply: ply, mark: mark, cell: cell, milliseconds: ms)
  }
}
