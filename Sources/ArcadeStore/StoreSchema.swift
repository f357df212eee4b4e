import GRDB

/// The database layout: migrations, and the markers that tell an older arcade a file is newer than it.
///
/// Migrations are only ever appended. A file whose `grdb_migrations` names an
/// identifier not registered here, or whose `user_version` is above
/// `version`, was written by a newer arcade and is not touched.
enum StoreSchema {
  /// Stored in `PRAGMA user_version`: the last step's.
  static var version: Int { steps[steps.count - 1].version }
  /// `PRAGMA application_id` of an arcade score file ("ARCD").
  static let applicationID: Int32 = 0x4152_4344

  static let roundColumns =
    "id, game, player, startedAt, endedAt, outcome, score, moves, durationMs, variant, gridSize, seed, assisted, details"

  /// The columns `RoundRow.round(from:)` reads, `table.` before each: the tape as NULL in a file from before v4
  /// (opened read-only, so never migrated), which then reads as rounds without moves; the context as NULL in one
  /// from before v5, which then reads it from the variant (`RoundContext(legacyVariant:)`).
  static func roundColumns(hasTape: Bool, hasContext: Bool = false, table: String? = nil) -> String {
    let prefix = table.map { $0 + "." } ?? ""
    let columns = roundColumns.components(separatedBy: ", ").map { prefix + $0 }.joined(separator: ", ")
    return columns + (hasTape ? ", \(prefix)tape" : ", NULL AS tape")
      + (hasContext ? ", \(prefix)context, \(prefix)day, \(prefix)dayKey" : ", NULL AS context, NULL AS day, NULL AS dayKey")
  }

  /// Whether the file's `round` table has a column (a file opened read-only may be from an older version).
  static func hasColumn(_ name: String, in db: Database) -> Bool { columns(in: db).contains(name) }

  /// The names of the `round` table's columns.
  static func columns(in db: Database) -> Set<String> {
    Set((try? Row.fetchAll(db, sql: "PRAGMA table_info(round)").compactMap { $0["name"] as String? }) ?? [])
  }

  /// Every step in order, each bringing a file to its version: a file is brought up to the last one it lacks.
  static let steps = [
    SchemaStep(version: 1, name: "rounds-and-settings", migrate: roundsAndSettings),
    SchemaStep(version: 2, name: "round-uid", migrate: roundUID),
    SchemaStep(version: 3, name: "pushed-to-shared-board", migrate: pushedToSharedBoard),
    SchemaStep(version: 4, name: "deal-and-moves", migrate: dealAndMoves),
    SchemaStep(version: 5, name: "round-context", migrate: RoundContextMigration.migrate),
    SchemaStep(version: 6, name: "round-by-seed", migrate: RoundBySeedMigration.migrate),
    SchemaStep(version: 7, name: "round-verdict", migrate: RoundVerdictMigration.migrate),
    SchemaStep(version: 8, name: "versus", migrate: VersusMigration.migrate),
    SchemaStep(version: 9, name: "host-keys", migrate: HostKeyMigration.migrate),
    SchemaStep(version: 10, name: "races", migrate: RaceMigration.migrate),
  ]

  /// The first step: a file that has it can be read by this version, even before it is migrated further.
  static var readableFrom: String { steps[0].identifier }

  /// The steps as GRDB runs them, each followed by its version.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for step in steps {
      migrator.registerMigration(step.identifier) { db in
        try step.migrate(db)
        try db.execute(sql: "PRAGMA user_version = \(step.version)")
      }
    }
    return migrator
  }

  private static func roundsAndSettings(_ db: Database) throws {
    // Times are milliseconds since 1970 (UTC) as INTEGER: compact, exact, and index-ordered.
    // `seed` holds the UInt64 seed's bit pattern in SQLite's signed 64-bit integer.
    try db.execute(
      sql: """
        CREATE TABLE round (
          id INTEGER PRIMARY KEY,
          game TEXT NOT NULL,
          player TEXT NOT NULL,
          startedAt INTEGER NOT NULL,
          endedAt INTEGER,
          outcome TEXT NOT NULL,
          score INTEGER,
          moves INTEGER,
          durationMs INTEGER,
          variant TEXT,
          gridSize INTEGER,
          seed INTEGER,
          assisted INTEGER NOT NULL DEFAULT 0,
          details TEXT NOT NULL DEFAULT '{}'
        );
        -- Each board query walks one index in its ORDER BY order and stops after LIMIT rows;
        -- the filter columns (outcome, assisted, endedAt) are in the index so rejected
        -- rounds cost an index entry, not a table lookup.
        CREATE INDEX round_by_variant_score ON round(game, variant, score DESC, endedAt, outcome, assisted);
        CREATE INDEX round_by_variant_duration ON round(game, variant, durationMs, endedAt, outcome, assisted);
        CREATE INDEX round_by_score ON round(game, score DESC, endedAt, outcome, assisted);
        CREATE INDEX round_by_duration ON round(game, durationMs, endedAt, outcome, assisted);
        CREATE INDEX round_by_end ON round(game, endedAt DESC, player, variant, outcome, assisted);

        CREATE TABLE setting (
          key TEXT PRIMARY KEY NOT NULL,
          value TEXT NOT NULL
        ) WITHOUT ROWID;
        """)
    try db.execute(sql: "PRAGMA application_id = \(applicationID)")
  }

  private static func roundUID(_ db: Database) throws {
    // A round kept in the journal carries a unique id, so saving it again after a crash
    // between the insert and the journal's truncation is a no-op (ON CONFLICT DO NOTHING).
    // Rounds saved before this migration, and bulk imports, have none (NULLs never clash).
    try db.execute(
      sql: """
        ALTER TABLE round ADD COLUMN uid TEXT;
        CREATE UNIQUE INDEX round_by_uid ON round(uid);
        """)
  }

  private static func pushedToSharedBoard(_ db: Database) throws {
    // Which rounds a shared board (a PostgreSQL server, named by host, port and database) already has:
    // a push that fails is retried from here, and one that succeeds is never repeated.
    try db.execute(
      sql: """
        CREATE TABLE pushed (
          server TEXT NOT NULL,
          uid TEXT NOT NULL,
          pushedAt INTEGER NOT NULL,
          PRIMARY KEY (server, uid)
        ) WITHOUT ROWID;
        """)
  }

  private static func dealAndMoves(_ db: Database) throws {
    // Each round keeps its deal and moves (`RoundTape.bytes`), which replay and check it; rounds saved before
    // have none. The index finds a copy (the same tape under a second row) with one lookup; it holds only
    // rounds with a tape, so a file of old rounds does not grow.
    // A round being played is kept in `unfinished` after every move, so leaving it any way loses nothing.
    try db.execute(
      sql: """
        ALTER TABLE round ADD COLUMN tape BLOB;
        CREATE INDEX round_by_tape ON round(tape, id) WHERE tape IS NOT NULL;
        CREATE TABLE unfinished (
          uid TEXT PRIMARY KEY NOT NULL,
          game TEXT NOT NULL,
          player TEXT NOT NULL,
          options TEXT NOT NULL,
          startedAt INTEGER NOT NULL,
          leftAt INTEGER NOT NULL,
          clockMs INTEGER NOT NULL,
          summary TEXT NOT NULL,
          tape BLOB NOT NULL,
          chosenSeed INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;
        CREATE INDEX unfinished_by_left ON unfinished(leftAt DESC);
        """)
  }
}
