import GRDB

/// Version 7: each round's verdict kept once found (`round_verdict`), so a round is replayed once ever rather than
/// once per run: re-dealing made some checks costly (an Ultimate game against Hard searches again for every reply).
///
/// An entry vouches only for the round it was found on: `digest` is the SHA-256 of the verifier's version and every
/// column of the round (`VerdictKey`), so an edited round, a round saved under a reused id, or a newer verifier
/// misses it and checks the round again. Rows of a shared board are kept by their server id ("server:12").
enum RoundVerdictMigration {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE round_verdict (
          row TEXT PRIMARY KEY NOT NULL,
          digest BLOB NOT NULL,
          verdict TEXT NOT NULL
        ) WITHOUT ROWID;
        """)
  }
}
