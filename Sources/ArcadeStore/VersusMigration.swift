import GRDB

/// Version 8: live matches between two arcades on this file (`versus_match`, `versus_move`). A move's number is part of
/// its key, so two arcades that send a move for one number at once keep the first, and a move sent twice is kept once.
enum VersusMigration {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE versus_match (
          uid TEXT PRIMARY KEY NOT NULL,
          variant TEXT NOT NULL,
          x TEXT,
          o TEXT,
          invited TEXT,
          createdAt INTEGER NOT NULL,
          resigned TEXT,
          clock INTEGER,
          takenMs INTEGER,
          CHECK (x IS NOT NULL OR o IS NOT NULL)
        );
        CREATE INDEX versus_match_open ON versus_match (createdAt) WHERE x IS NULL OR o IS NULL;
        CREATE TABLE versus_move (
          match TEXT NOT NULL REFERENCES versus_match(uid) ON DELETE CASCADE,
          ply INTEGER NOT NULL,
          mark TEXT NOT NULL,
          cell INTEGER NOT NULL,
          ms INTEGER NOT NULL,
          PRIMARY KEY (match, ply)
        ) WITHOUT ROWID;
        """)
  }
}
