import GRDBSQLite

/// The player's settings read straight from a score file with bare SQLite, for the first frame.
///
/// The first frame needs only the player's name, colours and glyphs, while opening the
/// file through GRDB and checking it took about a fifth of the time to the menu. This
/// reads the `setting` table and nothing else; the store proper opens once the menu is
/// up. Anything out of the ordinary — no file, a file this user may not write (opening it
/// could leave `-wal` and `-shm` files behind), a lock, damage, a file that is not the
/// arcade's — gives nil, and the caller opens the store the full way before the first
/// frame, as it always did.
public enum SettingsPeek {
  public static func read(path: String) -> [String: String]? {
    guard WriteAccess.of(path: path) == .writable else { return nil }
    var db: OpaquePointer?
    defer { sqlite3_close_v2(db) }
    guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK else { return nil }
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    // Only an arcade's own file (its first migration applied) is believed; anything else is for the full open to judge.
    let sql = """
      SELECT key, value FROM setting
      WHERE EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = '\(StoreSchema.readableFrom)')
      """
    guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
    var settings: [String: String] = [:]
    while true {
      switch sqlite3_step(statement) {
      case SQLITE_ROW:
        // A key or value that is not text is skipped, as the store itself does: the setting takes its default.
        guard sqlite3_column_type(statement, 0) == SQLITE_TEXT, sqlite3_column_type(statement, 1) == SQLITE_TEXT,
          let key = sqlite3_column_text(statement, 0), let value = sqlite3_column_text(statement, 1)
        else { continue }
        settings[String(cString: key)] = String(cString: value)
      case SQLITE_DONE:
        return settings
      default:
        return nil
      }
    }
  }
}
