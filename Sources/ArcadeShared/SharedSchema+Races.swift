import ArcadeCore

extension SharedSchema {
  /// Live races between members on different machines, and each side's tape as it grows.
  public static let versusRaceTable = "arcade_versus_race"
  public static let versusRaceTapeTable = "arcade_versus_race_tape"

  /// Version 8: live races (`arcade_versus_race`, `arcade_versus_race_tape`), written by strangers.
  ///
  /// The server vouches for who each side is (a member posts, takes and withdraws a race, and writes a tape, only as
  /// their own login, and only their own side's) and when (a race's creation, its taking and each tape's writing by
  /// the server's clock). Whether a tape is a round of the race is each arcade's to check (`RaceReferee`). Every change
  /// is told on the Versus channel with the race's uid.
  static var races: [String] {
    [
      """
      CREATE TABLE arcade_versus_race (
        uid text PRIMARY KEY CHECK (octet_length(uid) BETWEEN 1 AND \(VersusMatch.longestUID)),
        game text NOT NULL CHECK (game ~ '^[a-z0-9]{1,32}$'),
        opening bytea NOT NULL CHECK (octet_length(opening) BETWEEN 1 AND \(VersusRace.longestOpening)),
        poster text NOT NULL DEFAULT current_user CHECK (octet_length(poster) BETWEEN 1 AND \(VersusMatch.longestName)),
        taker text CHECK (octet_length(taker) BETWEEN 1 AND \(VersusMatch.longestName)),
        created_at bigint NOT NULL DEFAULT 0,
        taken_ms bigint CHECK (taken_ms >= 0)
      )
      """,
      "CREATE INDEX arcade_versus_race_by_created ON arcade_versus_race (created_at DESC)",
      """
      CREATE TABLE arcade_versus_race_tape (
        race_uid text NOT NULL REFERENCES arcade_versus_race (uid) ON DELETE CASCADE,
        player text NOT NULL DEFAULT current_user,
        tape bytea NOT NULL CHECK (octet_length(tape) BETWEEN 1 AND \(VersusRace.longestTape)),
        ms bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (race_uid, player)
      )
      """,
      "ALTER TABLE arcade_versus_race ENABLE ROW LEVEL SECURITY",
      "CREATE POLICY arcade_versus_race_read ON arcade_versus_race FOR SELECT USING (true)",
      "CREATE POLICY arcade_versus_race_post ON arcade_versus_race FOR INSERT WITH CHECK (poster = current_user AND taker IS NULL)",
      """
      CREATE POLICY arcade_versus_race_take ON arcade_versus_race FOR UPDATE
        USING (taker IS NULL AND poster <> current_user) WITH CHECK (taker = current_user)
      """,
      "CREATE POLICY arcade_versus_race_withdraw ON arcade_versus_race FOR DELETE USING (taker IS NULL AND poster = current_user)",
      "ALTER TABLE arcade_versus_race_tape ENABLE ROW LEVEL SECURITY",
      "CREATE POLICY arcade_versus_race_tape_read ON arcade_versus_race_tape FOR SELECT USING (true)",
      // A tape is its side's own, in a race taken (the trigger sets the login first).
      """
      CREATE POLICY arcade_versus_race_tape_own ON arcade_versus_race_tape FOR INSERT WITH CHECK (
        player = current_user AND EXISTS (
          SELECT 1 FROM arcade_versus_race r WHERE r.uid = race_uid AND r.taker IS NOT NULL AND current_user IN (r.poster, r.taker)))
      """,
      "CREATE POLICY arcade_versus_race_tape_again ON arcade_versus_race_tape FOR UPDATE USING (player = current_user) WITH CHECK (player = current_user)",
      raceStamped,
      "CREATE TRIGGER arcade_versus_race_stamped BEFORE INSERT OR UPDATE ON arcade_versus_race FOR EACH ROW EXECUTE FUNCTION arcade_versus_race_stamped()",
    ]
      + stamped(
        versusRaceTapeTable, in: versusRaceTable, by: "race_uid", writer: "player", on: "INSERT OR UPDATE",
        staying: "a tape stays in its race")
      + told(versusRaceTable, key: "uid", on: "INSERT OR UPDATE OR DELETE") + told(versusRaceTapeTable, key: "race_uid", on: "INSERT OR UPDATE")
  }

  /// A race is posted by its poster with the server's time and nobody on the other side; after that only taking (the
  /// empty side filled by its taker, timed by the server) changes it.
  private static var raceStamped: String {
    """
    CREATE FUNCTION arcade_versus_race_stamped() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE now_ms bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        NEW.poster := current_user;
        NEW.taker := NULL;
        NEW.created_at := now_ms;
        NEW.taken_ms := NULL;
        RETURN NEW;
      END IF;
      IF (NEW.uid, NEW.game, NEW.opening, NEW.poster, NEW.created_at) IS DISTINCT FROM (OLD.uid, OLD.game, OLD.opening, OLD.poster, OLD.created_at)
        OR OLD.taker IS NOT NULL OR NEW.taker IS DISTINCT FROM current_user OR OLD.poster = current_user THEN
        RAISE EXCEPTION 'arcade_versus_race: a race is taken once, by someone else than its poster' USING ERRCODE = 'insufficient_privilege';
      END IF;
      NEW.taken_ms := greatest(0, now_ms - OLD.created_at);
      RETURN NEW;
    END $$
    """
  }
}
