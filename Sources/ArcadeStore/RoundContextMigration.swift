import ArcadeCore
import Foundation
import GRDB

/// Version 5: a round's context (free, chosen seed, a day's daily or its practice) in columns of its own, for finished
/// and unfinished rounds alike, so nothing reads it back from a variant's text or guesses it from a seed.
enum RoundContextMigration {
  static func migrate(_ db: Database) throws {
    try rounds(db)
    try unfinished(db)
  }

  /// `round.context` is free, chosen seed, daily or practice; a daily's `day` and `dayKey` (WordMatch's language pair,
  /// else "") say which. A daily was saved with its day as its variant: that becomes the columns, and the variant
  /// becomes the engine's again, read from the round's own moves (NULL when they cannot be replayed).
  static func rounds(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE round ADD COLUMN context TEXT NOT NULL DEFAULT 'free';
        ALTER TABLE round ADD COLUMN day TEXT;
        ALTER TABLE round ADD COLUMN dayKey TEXT;
        UPDATE round SET context = 'chosen seed' WHERE (assisted & 2) <> 0;
        CREATE INDEX round_by_day ON round(game, day, dayKey, context, player) WHERE day IS NOT NULL;
        """)
    let dailies = try Row.fetchAll(
      db, sql: "SELECT id, game, variant, tape FROM round WHERE variant >= 'daily ' AND variant < 'daily!'")
    for row in dailies {
      guard let variant = DailyVariant(row["variant"] as String) else { continue }
      let tape = (row["tape"] as Data?).map(Array.init)
      let engine = tape.flatMap { try? RoundVerifier.arcade.replayedRound(of: GameID(row["game"] as String), tape: $0).variant }
      try db.execute(
        sql: "UPDATE round SET context = ?, day = ?, dayKey = ?, variant = ? WHERE id = ?",
        arguments: [RoundRow.contextColumn(.daily(variant)), "\(variant.day)", variant.key, engine, row["id"] as Int64])
    }
  }

  /// `unfinished.context` is the context's text (`RoundContext.storedText`). A daily left before this version is
  /// known by its first attempt, kept in the settings as "daily.first GAME VARIANT PLAYER" → uid (a practice
  /// attempt was recorded nowhere: it resumes as a free round).
  static func unfinished(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE unfinished ADD COLUMN context TEXT NOT NULL DEFAULT 'free';
        UPDATE unfinished SET context = 'chosen seed' WHERE chosenSeed <> 0;
        """)
    let firsts = try Row.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key >= 'daily.first ' AND key < 'daily.first!'")
    for row in firsts {
      let key: String = row["key"]
      let uid: String = row["value"]
      guard let round = try Row.fetchOne(db, sql: "SELECT game, player FROM unfinished WHERE uid = ?", arguments: [uid]) else {
        continue
      }
      let head = "daily.first \(round["game"] as String) "
      let tail = " \(round["player"] as String)"
      guard key.hasPrefix(head), key.hasSuffix(tail), key.count > head.count + tail.count,
        let variant = DailyVariant(String(key.dropFirst(head.count).dropLast(tail.count)))
      else { continue }
      try db.execute(
        sql: "UPDATE unfinished SET context = ? WHERE uid = ?", arguments: [RoundContext.daily(variant).storedText, uid])
    }
  }
}
