import GRDB

/// Version 9: a host's players by key (`host_key`): each key a player logged in with over SSH, or added in Settings.
/// A name belongs to the first key bound to it; a key to one name.
enum HostKeyMigration {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE host_key (
          key TEXT PRIMARY KEY NOT NULL,
          player TEXT NOT NULL,
          addedAt INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX host_key_by_player ON host_key (player);
        """)
  }
}
