/// The shared board's tables on PostgreSQL: migrations applied by `arcade scores --db URL --init`, and the grants.
///
/// Only `--init` (run by the database's owner) changes the schema; the arcade
/// itself only inserts and selects rounds, so a role with INSERT and SELECT on
/// `arcade_round` and nothing else is enough to play.
public enum SharedSchema {
  /// The table every machine pushes its rounds into.
  public static let roundsTable = "arcade_round"
  /// Which migrations ran, one row each.
  static let versionTable = "arcade_schema"
  /// Taken for the length of `--init`, so two setups at once do not race ("ARCD").
  static let advisoryLock: Int64 = 0x4152_4344

  /// Migrations, only ever appended: a version number and its statements (run one by one, in one transaction).
  static let migrations: [(version: Int, statements: [String])] = [
    (
      1,
      [
        // Times are milliseconds since 1970 (UTC), as in the SQLite store; `uid` is the round's id on
        // every machine, so a push repeated after a lost answer inserts nothing (ON CONFLICT DO NOTHING).
        """
        CREATE TABLE arcade_round (
          id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          uid text NOT NULL UNIQUE,
          player_id text NOT NULL,
          player text NOT NULL,
          machine text NOT NULL,
          game text NOT NULL,
          started_at bigint NOT NULL,
          ended_at bigint,
          outcome text NOT NULL,
          score bigint,
          moves bigint,
          duration_ms bigint,
          variant text,
          grid_size bigint,
          seed bigint,
          assisted bigint NOT NULL DEFAULT 0,
          details text NOT NULL DEFAULT '{}',
          received_at timestamptz NOT NULL DEFAULT now()
        )
        """,
        // One index per board order, with NULLs where the boards want them, so each board
        // is one index walk that stops after LIMIT rows: no sort step at any size.
        "CREATE INDEX arcade_round_by_variant_score ON arcade_round (game, variant, score DESC NULLS LAST, ended_at NULLS FIRST, id)",
        "CREATE INDEX arcade_round_by_variant_duration ON arcade_round (game, variant, duration_ms NULLS LAST, ended_at NULLS FIRST, id)",
        "CREATE INDEX arcade_round_by_score ON arcade_round (game, score DESC NULLS LAST, ended_at NULLS FIRST, id)",
        "CREATE INDEX arcade_round_by_duration ON arcade_round (game, duration_ms NULLS LAST, ended_at NULLS FIRST, id)",
        "CREATE INDEX arcade_round_by_end ON arcade_round (game, ended_at DESC NULLS LAST, id)",
        "CREATE INDEX arcade_round_by_variant_end ON arcade_round (game, variant, ended_at DESC NULLS LAST, id)",
      ]
    )
  ]

  /// The newest version this arcade knows.
  public static var version: Int { migrations.last?.version ?? 0 }

  /// What the database owner runs to let `role` play and read the boards, and nothing more.
  public static func grants(database: String, role: String = "arcade_player") -> [String] {
    let quotedRole = quoted(role)
    return [
      "CREATE ROLE \(quotedRole) LOGIN PASSWORD '…';",
      "GRANT CONNECT ON DATABASE \(quoted(database)) TO \(quotedRole);",
      "GRANT USAGE ON SCHEMA public TO \(quotedRole);",
      "GRANT SELECT, INSERT ON \(roundsTable) TO \(quotedRole);",
    ]
  }

  /// An SQL identifier in double quotes (DDL cannot take bound parameters).
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
