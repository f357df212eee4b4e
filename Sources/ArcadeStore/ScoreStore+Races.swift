import ArcadeCore
import Foundation
import GRDB

/// Live races on this file: the race, who took it and each side's tape, each row bounded as it is read (another
/// arcade wrote it); whether the tapes are the race's is `RaceReferee`'s to say.
extension ScoreStore {
  public func postRace(_ race: VersusRace) throws(StoreError) {
    try writing { db in
      try db.execute(
        sql: "INSERT INTO versus_race (uid, game, opening, poster, createdAt) VALUES (?, ?, ?, ?, ?)",
        arguments: [race.uid, race.game.rawValue, Data(race.opening), race.poster, RoundRow.milliseconds(race.createdAt)])
    }
  }

  public func openRaces(limit: Int) throws(StoreError) -> [VersusRace] {
    try reading { db in
      try Row.fetchAll(db, sql: "\(Self.raceColumns) WHERE taker IS NULL ORDER BY createdAt DESC LIMIT ?", arguments: [limit])
        .compactMap(Self.race)
    }
  }

  /// The races and their tapes in two queries, not one a race: the lobby reads them at every wake.
  public func takenRaces(limit: Int) throws(StoreError) -> [VersusRace] {
    try reading { db in
      let races = try Row.fetchAll(
        db, sql: "\(Self.raceColumns) WHERE taker IS NOT NULL ORDER BY createdAt DESC LIMIT ?", arguments: [limit]
      ).compactMap(Self.race)
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT race, player, tape, ms FROM versus_race_tape WHERE length(tape) <= ? AND race IN (
            SELECT uid FROM versus_race WHERE taker IS NOT NULL ORDER BY createdAt DESC LIMIT ?)
          """, arguments: [VersusRace.longestTape, limit])
      let tapes = Dictionary(grouping: rows) { ($0["race"] as String?) ?? "" }
      return races.map { race in Self.withTapes(race, tapes[race.uid] ?? []) }
    }
  }

  /// True when this call took it: the update finds the row only while nobody has.
  public func takeRace(_ uid: String, as player: String, at date: Date) throws(StoreError) -> Bool {
    try writing { db in
      try db.execute(
        sql: "UPDATE versus_race SET taker = ?1, takenMs = max(0, ?3 - createdAt) WHERE uid = ?2 AND taker IS NULL AND poster != ?1",
        arguments: [player, uid, RoundRow.milliseconds(date)])
      return db.changesCount == 1
    }
  }

  public func withdrawRace(_ uid: String, as player: String) throws(StoreError) -> Bool {
    try writing { db in
      try db.execute(sql: "DELETE FROM versus_race WHERE uid = ? AND taker IS NULL AND poster = ?", arguments: [uid, player])
      return db.changesCount == 1
    }
  }

  public func race(_ uid: String) throws(StoreError) -> VersusRace? {
    try reading { db in
      guard let race = try Row.fetchOne(db, sql: "\(Self.raceColumns) WHERE uid = ?", arguments: [uid]).flatMap(Self.race) else {
        return nil
      }
      let rows = try Row.fetchAll(
        db, sql: "SELECT race, player, tape, ms FROM versus_race_tape WHERE race = ? AND length(tape) <= ?",
        arguments: [uid, VersusRace.longestTape])
      return Self.withTapes(race, rows)
    }
  }

  /// True when written: only a side of the race writes its own tape, in place of the last, never a shorter one (an
  /// older tape arriving late does not undo a newer).
  public func sendTape(_ tape: RaceTape, in uid: String, as player: String) throws(StoreError) -> Bool {
    try writing { db in
      try db.execute(
        sql: """
          INSERT INTO versus_race_tape (race, player, tape, ms)
          SELECT uid, ?2, ?3, ?4 FROM versus_race WHERE uid = ?1 AND taker IS NOT NULL AND (poster = ?2 OR taker = ?2)
          ON CONFLICT (race, player) DO UPDATE SET tape = excluded.tape, ms = excluded.ms WHERE length(excluded.tape) >= length(tape)
          """, arguments: [uid, player, Data(tape.bytes), tape.milliseconds])
      return db.changesCount == 1
    }
  }

  private static let raceColumns = "SELECT uid, game, opening, poster, taker, createdAt, takenMs FROM versus_race"

  private static func race(_ row: Row) -> VersusRace? {
    VersusRace(
      readingUID: row["uid"], game: row["game"], opening: (row["opening"] as Data?).map { Array($0) }, poster: row["poster"],
      taker: row["taker"], createdMilliseconds: row["createdAt"], takenMilliseconds: row["takenMs"])
  }

  /// A side's tape is kept only for the race's two players (a row for anyone else is no arcade's).
  private static func withTapes(_ race: VersusRace, _ rows: [Row]) -> VersusRace {
    var race = race
    for row in rows {
      guard let player = row["player"] as String?, player == race.poster || player == race.taker, let tape = row["tape"] as Data?,
        let ms = row["ms"] as Int64?, VersusRace.times.contains(ms)
      else { continue }
      race.tapes[player] = RaceTape(bytes: Array(tape), milliseconds: ms)
    }
    return race
  }
}
