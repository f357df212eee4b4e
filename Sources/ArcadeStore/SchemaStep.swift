import GRDB

/// One step of the score file's schema: the version it brings a file to, the name GRDB records it under, and what it
/// changes. The version is set by the migrator after the step (`PRAGMA user_version`, which an older arcade reads to
/// know a file is newer than it), so a step states it once.
struct SchemaStep: Sendable {
  let version: Int
  let name: String
  let migrate: @Sendable (Database) throws -> Void

  /// "v8-versus": the step's identifier in `grdb_migrations`.
  var identifier: String { "v\(version)-\(name)" }
}
