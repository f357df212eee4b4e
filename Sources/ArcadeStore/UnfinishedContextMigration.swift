import ArcadeCore
import GRDB

/// Version 5: an unfinished round keeps its context (free, chosen seed, a day's daily or its practice) in a column,
/// so a round taken up again is what it was without guessing it back from its seed.
enum UnfinishedContextMigration {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE unfinished ADD COLUMN context TEXT NOT NULL DEFAULT 'free';
        UPDATE unfinished SET context = 'chosen seed' WHERE chosenSeed <> 0;
        """)
    // A daily left before this version is known by its first attempt, kept in the settings as
    // "daily.first GAME VARIANT PLAYER" → uid (a practice attempt was not recorded anywhere: it resumes as a free round).
    let firsts = try Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key >= 'daily.first ' AND key < 'daily.first!'")
    for row in firsts {
      let key: String = row["key"]
      let uid: String = row["value"]
      guard let round = try Row.fetchOne(db, sql: "SELECT game, player FROM unfinished WHERE uid = ?", arguments: [uid]) else {
        continue
      }
      let game: String = round["game"]
      let player: String = round["player"]
      let head = "daily.first \(game) "
      let tail = " \(player)"
      guard key.hasPrefix(head), key.hasSuffix(tail), key.count > head.count + tail.count,
        let variant = DailyVariant(String(key.dropFirst(head.count).dropLast(tail.count)))
      else { continue }
      try db.execute(
        sql: "UPDATE unfinished SET context = ? WHERE uid = ?", arguments: [RoundContext.daily(variant).storedText, uid])
    }
    try db.execute(sql: "PRAGMA user_version = 5")
  }
}
