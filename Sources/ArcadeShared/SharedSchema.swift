import ArcadeCore

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
    ),
    (2, refusals),
    (3, dealAndMoves),
    (4, dailyDeals),
    (5, serverOrder),
    (6, windowPerLogin),
    (7, versus),
    (8, races),
  ]

  /// Version 5: order is the server's. A row's id is drawn from the table's own sequence by a trigger, whatever the
  /// insert says (`OVERRIDING SYSTEM VALUE` included), and its receive time is the server's clock; so "first" (of a
  /// copy, of a player id, of a day's ranked attempt) means first received. The trigger runs as the table's owner,
  /// whose sequence it draws from; a member needs no grant on it.
  static var serverOrder: [String] {
    [
      """
      CREATE FUNCTION arcade_round_server_order() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
      SET search_path = pg_catalog, pg_temp AS $$
      BEGIN
        NEW.id := nextval(pg_get_serial_sequence(quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME), 'id'));
        NEW.received_at := now();
        RETURN NEW;
      END $$
      """,
      // Named to run after `arcade_round_checked` (triggers fire in name order): a refused row draws no id.
      "CREATE TRIGGER arcade_round_server_order BEFORE INSERT ON arcade_round FOR EACH ROW EXECUTE FUNCTION arcade_round_server_order()",
      // A player's first ranked attempt at a day's daily, found with one lookup.
      "CREATE INDEX arcade_round_by_daily_attempt ON arcade_round (game, variant, login, player_id, id) WHERE substr(variant, 1, 6) = 'daily '",
      // A copy is dealt from its original's seed: the earlier rows of a seed, for the check that ignores times.
      "CREATE INDEX arcade_round_by_seed ON arcade_round (game, seed, id) WHERE tape IS NOT NULL",
      // Every arcade deals the day's deal from the day's seed and plays no other, so a stored deal has no use left: one
      // member could only store a deal the others would refuse. An older arcade finds no table and plays its own.
      "DROP TABLE IF EXISTS arcade_daily_deal",
      "DROP FUNCTION IF EXISTS arcade_daily_deal_checked()",
    ]
  }

  /// Version 4 (its table dropped by version 5): the day's deal of each game (and key, such as WordMatch's language pair), stored once, so arcades of
  /// different versions in one club play the same deal. Written by strangers too: bounded, one row per day, and
  /// never for a day more than one ahead of the server's (no one sets the deals of next month).
  static var dailyDeals: [String] {
    [
      """
      CREATE TABLE arcade_daily_deal (
        game text NOT NULL CHECK (game ~ '^[a-z0-9]{1,32}$'),
        day date NOT NULL,
        key text NOT NULL DEFAULT '' CHECK (octet_length(key) <= 64),
        deal bytea NOT NULL CHECK (octet_length(deal) BETWEEN 1 AND \(RoundBounds.tapeBytes)),
        login text NOT NULL DEFAULT current_user,
        stored_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game, day, key)
      )
      """,
      checkedInsert(
        function: "arcade_daily_deal_checked", table: "arcade_daily_deal",
        refusing: "NEW.day > (now() AT TIME ZONE 'UTC')::date + 1", because: "no deal for a day still to come",
        stamping: "stored_at"),
      "CREATE TRIGGER arcade_daily_deal_checked BEFORE INSERT ON arcade_daily_deal FOR EACH ROW EXECUTE FUNCTION arcade_daily_deal_checked()",
    ]
  }

  /// Version 3: every round brings its deal and moves (`RoundTape.bytes`), which every client replays before it
  /// ranks the round. Rows from before stay, and are hidden as rounds without moves; every new row must have them.
  static var dealAndMoves: [String] {
    [
      "ALTER TABLE arcade_round ADD COLUMN tape bytea",
      """
      ALTER TABLE arcade_round ADD CONSTRAINT arcade_round_has_moves
        CHECK (tape IS NOT NULL AND octet_length(tape) BETWEEN 1 AND \(RoundBounds.tapeBytes)) NOT VALID
      """,
      // A copy (the same tape under a later row) is found with one lookup; the tape itself is compared after.
      "CREATE INDEX arcade_round_by_tape ON arcade_round (md5(tape), id) WHERE tape IS NOT NULL",
      // Whose player id it is: the login of its first row, found with one lookup.
      "CREATE INDEX arcade_round_by_player_id ON arcade_round (player_id, id)",
    ]
  }

  /// Version 2: the server refuses what no arcade writes (rows already there are left, and skipped by every
  /// client), and "last N" boards follow the server's receive time, not a client's claimed end.
  static var refusals: [String] {
    let text = RoundBounds.textBytes
    let checks = [
      "octet_length(uid) <= 64 AND octet_length(player_id) <= 64",
      "octet_length(player) <= \(text) AND octet_length(machine) <= \(text) AND coalesce(octet_length(variant), 0) <= \(text)",
      "octet_length(details) <= \(RoundBounds.detailsBytes)",
      // A game id's shape, not a list: a game added later needs no migration (a client skips a game it does not know).
      "game ~ '^[a-z0-9]{1,32}$'",
      "outcome IN ('won', 'lost', 'draw', 'finished')",
      "started_at >= 0 AND (ended_at IS NULL OR ended_at >= started_at)",
      "score IS NULL OR score BETWEEN \(RoundBounds.score.lowerBound) AND \(RoundBounds.score.upperBound)",
      "moves IS NULL OR moves BETWEEN \(RoundBounds.moves.lowerBound) AND \(RoundBounds.moves.upperBound)",
      "duration_ms IS NULL OR duration_ms BETWEEN 0 AND \(RoundBounds.durationMilliseconds.upperBound)",
      "grid_size IS NULL OR grid_size BETWEEN 0 AND \(RoundBounds.gridSize.upperBound)",
      "assisted BETWEEN 0 AND 3",
    ]
    // NOT VALID: rows inserted before this version are not checked (clients skip them); every new one is.
    return [
      // Who inserted the row, as the server knows them: a club that gives each member a login of their own
      // gets rows no other member can claim (the default fills it; the trigger and the policy refuse another).
      "ALTER TABLE arcade_round ADD COLUMN login text NOT NULL DEFAULT current_user",
      "ALTER TABLE arcade_round ENABLE ROW LEVEL SECURITY",
      "CREATE POLICY arcade_round_read ON arcade_round FOR SELECT USING (true)",
      "CREATE POLICY arcade_round_own ON arcade_round FOR INSERT WITH CHECK (login = current_user)",
    ] + checks.enumerated().map { index, check in
      "ALTER TABLE arcade_round ADD CONSTRAINT arcade_round_fits_\(index + 1) CHECK (\(check)) NOT VALID"
    } + [
      // A round cannot end later than the server's own clock allows (a day ahead, for a clock that runs fast).
      checkedInsert(
        function: "arcade_round_not_in_future", table: "arcade_round",
        refusing: "greatest(NEW.started_at, coalesce(NEW.ended_at, 0)) > extract(epoch FROM now()) * 1000 + \(Int(RoundBounds.clockSkew * 1000))",
        because: "a round cannot end in the future", stamping: "received_at"),
      "CREATE TRIGGER arcade_round_checked BEFORE INSERT ON arcade_round FOR EACH ROW EXECUTE FUNCTION arcade_round_not_in_future()",
      "CREATE INDEX arcade_round_by_received ON arcade_round (game, (ended_at IS NULL), received_at DESC, ended_at DESC, id)",
      "CREATE INDEX arcade_round_by_variant_received ON arcade_round (game, variant, (ended_at IS NULL), received_at DESC, ended_at DESC, id)",
    ]
  }

  /// The trigger function that checks a row as it is inserted: refused when `condition` holds (a check violation
  /// naming `reason`) or when it claims another login; `stamp` set to the server's time.
  static func checkedInsert(function: String, table: String, refusing condition: String, because reason: String, stamping stamp: String)
    -> String
  {
    """
    CREATE FUNCTION \(function)() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF \(condition) THEN
        RAISE EXCEPTION '\(table): \(reason)' USING ERRCODE = 'check_violation';
      END IF;
      IF NEW.login IS DISTINCT FROM current_user THEN
        RAISE EXCEPTION '\(table): a row can only be inserted by its own login' USING ERRCODE = 'insufficient_privilege';
      END IF;
      NEW.\(stamp) := now();
      RETURN NEW;
    END $$
    """
  }

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
      // Versus: a member posts, takes (x or o), resigns and declines; the policies and triggers say which rows.
      "GRANT SELECT, INSERT, DELETE, UPDATE (x, o, resigned) ON \(versusMatchTable) TO \(quotedRole);",
      "GRANT SELECT, INSERT ON \(versusMoveTable) TO \(quotedRole);",
      // Races: a member posts, takes and withdraws, and writes their own tape again as it grows.
      "GRANT SELECT, INSERT, DELETE, UPDATE (taker) ON \(versusRaceTable) TO \(quotedRole);",
      "GRANT SELECT, INSERT, UPDATE (tape) ON \(versusRaceTapeTable) TO \(quotedRole);",
    ]
  }

  /// What the owner runs to give one member a login of their own, in `role`'s grants: the server then
  /// vouches for whose rounds are whose, and no member can insert a row as another.
  public static func memberLogin(_ member: String, role: String = "arcade_player") -> String {
    "CREATE ROLE \(quoted(member)) LOGIN PASSWORD '…' IN ROLE \(quoted(role));"
  }

  /// An SQL identifier in double quotes (DDL cannot take bound parameters).
  static func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
