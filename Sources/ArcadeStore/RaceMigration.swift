import GRDB

/// Version 10: live races between two arcades on this file (`versus_race`, and each side's tape in
/// `versus_race_tape`, written in place as it grows).
enum RaceMigration {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE versus_race (
          uid TEXT PRIMARY KEY NOT NULL,
          game TEXT NOT NULL,
          opening BLOB NOT NULL,
          poster TEXT NOT NULL,
          taker TEXT,
          createdAt INTEGER NOT NULL,
          takenMs INTEGER
        );
        CREATE INDEX versus_race_by_creation ON versus_race (createdAt);
        CREATE TABLE versus_race_tape (
          race TEXT NOT NULL REFERENCES versus_race(uid) ON DELETE CASCADE,
          player TEXT NOT NULL,
          tape BLOB NOT NULL,
          ms INTEGER NOT NULL,
          PRIMARY KEY (race, player)
        ) WITHOUT ROWID;
        """)
  }
}
