#if SharedBoard
import PostgresNIO

extension SharedBoardClient {
  /// What `initialize` did: the schema version found and the one left.
  public struct Setup: Sendable, Equatable {
    public var from: Int
    public var to: Int
  }

  /// Creates or updates the shared board's tables and indexes, in one transaction under an advisory lock.
  ///
  /// Run by the database's owner (`arcade scores --db URL --init`); players need only the grants.
  public func initialize() throws(SharedBoardError) -> Setup {
    try run("BEGIN")
    do {
      try run("SELECT pg_advisory_xact_lock(\(SharedSchema.advisoryLock))")
      try run(
        "CREATE TABLE IF NOT EXISTS arcade_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
      let found = try run("SELECT coalesce(max(version), 0)::bigint FROM arcade_schema").rows.first
        .flatMap { try? $0.decode(Int.self) } ?? 0
      guard found <= SharedSchema.version else {
        throw SharedBoardError.refused(
          "\(url) was set up by a newer arcade (schema version \(found), this one knows \(SharedSchema.version)); it was left as it is")
      }
      for migration in SharedSchema.migrations where migration.version > found {
        for statement in migration.statements { try run(PostgresQuery(unsafeSQL: statement)) }
        try run("INSERT INTO arcade_schema (version) VALUES (\(migration.version))")
      }
      try run("COMMIT")
      return Setup(from: found, to: max(found, SharedSchema.version))
    } catch {
      _ = try? run("ROLLBACK")
      throw (error as? SharedBoardError) ?? .failed("\(url.endpoint): \(error)")
    }
  }
}
#endif
