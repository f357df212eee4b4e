import Foundation
import GRDB

/// What a read-only look at an existing file found, before the store decides to write to it.
struct StoreInspection {
  /// Every migration this code knows has been applied: the file can be used without writing its schema.
  var isCurrent: Bool
  /// The rounds and settings tables are there: the file can be read (reports, the menu) without migrating it.
  var isReadable: Bool

  /// Opens `path` read-only and checks it is an arcade database this version may use.
  ///
  /// A read-only connection cannot change the file: a non-database, another
  /// program's database, or a newer arcade's file is reported and left as it is.
  /// `nobodyWrites` as in `ReadOnlyConnection.open`.
  static func inspect(path: String, nobodyWrites: Bool, busyTimeout: TimeInterval) throws(StoreError) -> StoreInspection {
    do {
      // GRDB reads sqlite_master on open, so a non-SQLite file fails right here with SQLITE_NOTADB.
      let queue = try ReadOnlyConnection.open(path: path, nobodyWrites: nobodyWrites, busyTimeout: busyTimeout)
      defer { try? queue.close() }
      return try queue.read { db throws -> StoreInspection in
        let migrator = StoreSchema.migrator
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        // GRDB creates its migrations table before the first migration sets the application id,
        // so another arcade creating this file at the same moment may have made only that table.
        let tableCount =
          try Int.fetchOne(
            db,
            sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'"
          ) ?? 0

        // Every arcade file carries the application id from its first migration; a file with
        // tables but without it belongs to some other program.
        if (tableCount > 0 || applicationID != 0) && applicationID != StoreSchema.applicationID {
          throw StoreError.notArcadeDatabase(path: path)
        }
        let superseded = try migrator.hasBeenSuperseded(db)
        if userVersion > StoreSchema.version || superseded {
          throw StoreError.newerVersion(path: path)
        }
        return StoreInspection(
          isCurrent: try migrator.hasCompletedMigrations(db),
          isReadable: try migrator.appliedIdentifiers(db).contains(StoreSchema.readableFrom))
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(opening: error, path: path)
    }
  }
}
