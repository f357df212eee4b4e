import ArcadeCore
import Foundation
import GRDB

extension ScoreStore {
  /// Saves one finished round in its own transaction and returns its row id (`round.id` is ignored).
  ///
  /// A round with a `uid` that is already stored is not saved again: its existing row id is returned.
  @discardableResult
  public func save(_ round: PlayedRound, uid: String? = nil) throws(StoreError) -> Int64 {
    try writing { db in try Self.insert(round, uid: uid, in: db) }
  }

  /// Inserts or finds the round; the caller holds the transaction.
  static func insert(_ round: PlayedRound, uid: String?, in db: Database) throws -> Int64 {
    try db.cachedStatement(sql: RoundRow.insertSQL).execute(arguments: RoundRow.arguments(for: round, uid: uid))
    if db.changesCount == 0, let uid {
      return try Int64.fetchOne(db, sql: "SELECT id FROM round WHERE uid = ?", arguments: [uid]) ?? db.lastInsertedRowID
    }
    return db.lastInsertedRowID
  }

  /// Saves many rounds in one transaction (imports, benchmarks); returns how many were saved.
  @discardableResult
  public func save<Rounds: Sequence>(contentsOf rounds: Rounds) throws(StoreError) -> Int
  where Rounds.Element == PlayedRound {
    // Five indexes take rounds in random order; a bigger page cache (128 MB) for the
    // bulk write keeps their pages in memory instead of spilling them to the WAL.
    // SQLite's default, -2000 (about 2 MB), is restored afterwards.
    try? writer?.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = -131072") }
    defer { try? writer?.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA cache_size = -2000") } }
    return try writing { db in
      let statement = try db.cachedStatement(sql: RoundRow.insertSQL)
      var count = 0
      for round in rounds {
        try statement.execute(arguments: RoundRow.arguments(for: round, uid: nil))
        count += 1
      }
      return count
    }
  }

  /// The rounds `selection` names, in its order, at most `limit` of them: one indexed query.
  ///
  /// Rounds without a score come after all scored ones in `.scoreDescending`, rounds
  /// without a duration after all timed ones in `.durationAscending`, and rounds
  /// without an end time last in `.newestFirst`. Ties on the ordering figure go to
  /// the round that ended first.
  ///
  /// Only rounds that verify are taken (`checkedRounds(matching:)`); what was hidden is in `lastCheck`.
  public func rounds(matching selection: RoundSelection) throws(StoreError) -> [PlayedRound] {
    let checked = try checkedRounds(matching: selection)
    lastCheck.withLock { $0 = checked }
    return checked.shown
  }

  /// `rounds(matching:)`, only among rounds `server` does not have yet (see `ScoreStore+Pushing`).
  func rounds(matching selection: RoundSelection, notPushedTo server: String?) throws(StoreError) -> [PlayedRound] {
    guard selection.limit > 0 else { return [] }
    return try reading { db in
      switch selection.order {
      case .newestFirst, .scoreDescending, .standings:
        return try fetch(db, RoundQuery(selection, part: .all, limit: selection.limit, notPushedTo: server, columns: roundColumns(), hasContext: hasContext))
      case .durationAscending:
        // Two index walks instead of `NULLS LAST`, which SQLite cannot take from an index.
        var rounds = try fetch(db, RoundQuery(selection, part: .timed, limit: selection.limit, notPushedTo: server, columns: roundColumns(), hasContext: hasContext))
        if rounds.count < selection.limit {
          rounds += try fetch(
            db,
            RoundQuery(
              selection, part: .untimed, limit: selection.limit - rounds.count, notPushedTo: server, columns: roundColumns(), hasContext: hasContext))
        }
        return rounds
      }
    }
  }

  /// The last `limit` completed rounds of `player` in `game` (any variant unless given), newest first.
  public func recentRounds(game: GameID, player: String, variant: String? = nil, limit: Int) throws(StoreError)
    -> [PlayedRound]
  {
    guard limit > 0 else { return [] }
    var conditions = ["game = ?", "player = ?", "endedAt IS NOT NULL"]
    var arguments: StatementArguments = [game.rawValue, player]
    if let variant {
      conditions.append("variant = ?")
      arguments += [variant]
    }
    arguments += [limit]
    let sql = """
      SELECT \(roundColumns()) FROM round WHERE \(conditions.joined(separator: " AND "))
      ORDER BY endedAt DESC LIMIT ?
      """
    return try reading { db in try fetch(db, RoundQuery(sql: sql, arguments: arguments)) }
  }

  /// Every stored round, oldest first. Loads them all; prefer `forEachRound` for exports.
  public func allRounds() throws(StoreError) -> [PlayedRound] {
    var rounds: [PlayedRound] = []
    try forEachRound { rounds.append($0) }
    return rounds
  }

  /// Calls `body` with every stored round, oldest first, reading row by row (constant memory).
  ///
  /// Rows that cannot be decoded (see `RoundRow.round(from:)`) are skipped and counted in `unreadableRoundCount`.
  public func forEachRound(_ body: (PlayedRound) throws -> Void) throws(StoreError) {
    try reading { db in
      let rows = try Row.fetchCursor(db, sql: "SELECT \(roundColumns()) FROM round ORDER BY id")
      while let row = try rows.next() {
        if let round = decoded(row) { try body(round) }
      }
    }
  }

  /// The round in `row`, or nil (counted) when it cannot be read or holds a value no arcade writes.
  func decoded(_ row: Row) -> PlayedRound? {
    let id: DatabaseValue = row[0]
    guard let round = RoundRow.round(from: row) else {
      if case .int64(let number) = id.storage { noteUnreadable(number) }
      return nil
    }
    // Read against the wall clock: a round cannot have ended a day after now.
    guard RoundBounds.fits(round, now: Date(), games: checker.verifier.games) else {
      if let number = round.id?.localRow { noteOutOfRange(number) }
      return nil
    }
    return round
  }

  /// How many rounds are stored.
  public func count() throws(StoreError) -> Int {
    try reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM round") ?? 0 }
  }

  /// SQLite's `EXPLAIN QUERY PLAN` lines for the query `rounds(matching:)` runs first for `selection`.
  ///
  /// For checking that a board is served by an index (`USING INDEX`/`USING COVERING INDEX`,
  /// no `USE TEMP B-TREE FOR ORDER BY`).
  public func queryPlan(for selection: RoundSelection) throws(StoreError) -> [String] {
    let part: RoundQuery.Part = selection.order == .durationAscending ? .timed : .all
    let query = RoundQuery(selection, part: part, limit: max(selection.limit, 1), columns: roundColumns(), hasContext: hasContext)
    return try reading { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query.sql, arguments: query.arguments).map { $0["detail"] }
    }
  }

  /// The query plan of `recentRounds(game:player:variant:limit:)`.
  public func recentRoundsQueryPlan(game: GameID, player: String) throws(StoreError) -> [String] {
    let sql = """
      EXPLAIN QUERY PLAN SELECT \(roundColumns()) FROM round
      WHERE game = ? AND player = ? AND endedAt IS NOT NULL ORDER BY endedAt DESC LIMIT 20
      """
    return try reading { db in
      try Row.fetchAll(db, sql: sql, arguments: [game.rawValue, player]).map { $0["detail"] }
    }
  }

  func fetch(_ db: Database, _ query: RoundQuery) throws -> [PlayedRound] {
    try Row.fetchAll(db, sql: query.sql, arguments: query.arguments).compactMap(decoded)
  }
}

extension ScoreStore {
  /// The round with this row id, its moves included; nil when there is none or it cannot be read.
  public func round(id: Int64) throws(StoreError) -> PlayedRound? {
    try reading { db in
      try Row.fetchOne(db, sql: "SELECT \(roundColumns()) FROM round WHERE id = ?", arguments: [id]).flatMap(decoded)
    }
  }
}
