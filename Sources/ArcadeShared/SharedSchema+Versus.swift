import ArcadeCore

extension SharedSchema {
  /// Live matches between members on different machines.
  public static let versusMatchTable = "arcade_versus_match"
  public static let versusMoveTable = "arcade_versus_move"
  /// The channel every change to a match is told on, with the match's uid as the payload.
  public static let versusChannel = "arcade_versus"

  /// Version 7: live matches (`arcade_versus_match`, `arcade_versus_move`), written by strangers.
  ///
  /// The server vouches for what only it can know: who each side is (a member posts, takes, resigns and moves only as
  /// their own login), and when (a match's creation, its taking and each move are stamped by the server's clock, so no
  /// member can forge a clock). Whether a move is legal is each arcade's to check with the game's engine.
  static var versus: [String] {
    let name = "octet_length(%@) BETWEEN 1 AND \(VersusMatch.longestName)"
    let named = { (column: String) in name.replacingOccurrences(of: "%@", with: column) }
    return [
      """
      CREATE TABLE arcade_versus_match (
        uid text PRIMARY KEY CHECK (octet_length(uid) BETWEEN 1 AND \(VersusMatch.longestUID)),
        variant text NOT NULL CHECK (variant IN ('classic', 'ultimate')),
        x text CHECK (\(named("x"))),
        o text CHECK (\(named("o"))),
        invited text CHECK (\(named("invited"))),
        created_at bigint NOT NULL DEFAULT 0,
        resigned text CHECK (resigned IN ('x', 'o')),
        clock integer CHECK (clock BETWEEN \(VersusMatch.clockLimits.lowerBound) AND \(VersusMatch.clockLimits.upperBound)),
        taken_ms bigint CHECK (taken_ms >= 0),
        CHECK (x IS NOT NULL OR o IS NOT NULL)
      )
      """,
      "CREATE INDEX arcade_versus_match_by_created ON arcade_versus_match (created_at DESC)",
      """
      CREATE TABLE arcade_versus_move (
        match_uid text NOT NULL REFERENCES arcade_versus_match (uid) ON DELETE CASCADE,
        ply integer NOT NULL CHECK (ply BETWEEN 0 AND \(VersusMatch.movesRead - 1)),
        mark text NOT NULL CHECK (mark IN ('x', 'o')),
        cell integer NOT NULL CHECK (cell BETWEEN 0 AND 80),
        ms bigint NOT NULL DEFAULT 0,
        login text NOT NULL DEFAULT current_user,
        PRIMARY KEY (match_uid, ply)
      )
      """,
      "ALTER TABLE arcade_versus_match ENABLE ROW LEVEL SECURITY",
      "CREATE POLICY arcade_versus_match_read ON arcade_versus_match FOR SELECT USING (true)",
      // A challenge is posted by the side it names, with the other side empty.
      """
      CREATE POLICY arcade_versus_match_post ON arcade_versus_match FOR INSERT
        WITH CHECK ((x = current_user AND o IS NULL) OR (o = current_user AND x IS NULL))
      """,
      // Taken by someone it is open to, or resigned by a side: the trigger says which columns may change.
      """
      CREATE POLICY arcade_versus_match_change ON arcade_versus_match FOR UPDATE
        USING (x = current_user OR o = current_user OR ((x IS NULL OR o IS NULL) AND (invited IS NULL OR invited = current_user)))
        WITH CHECK (x = current_user OR o = current_user)
      """,
      """
      CREATE POLICY arcade_versus_match_decline ON arcade_versus_match FOR DELETE
        USING ((x IS NULL OR o IS NULL) AND (invited = current_user OR coalesce(x, o) = current_user))
      """,
      "ALTER TABLE arcade_versus_move ENABLE ROW LEVEL SECURITY",
      "CREATE POLICY arcade_versus_move_read ON arcade_versus_move FOR SELECT USING (true)",
      // A move is its mark's player's, in a match taken and not resigned (the trigger sets the login first).
      """
      CREATE POLICY arcade_versus_move_own ON arcade_versus_move FOR INSERT WITH CHECK (
        login = current_user AND EXISTS (
          SELECT 1 FROM arcade_versus_match m WHERE m.uid = match_uid AND m.x IS NOT NULL AND m.o IS NOT NULL
            AND m.resigned IS NULL AND (CASE mark WHEN 'x' THEN m.x ELSE m.o END) = current_user))
      """,
      versusMatchStamped,
      "CREATE TRIGGER arcade_versus_match_stamped BEFORE INSERT OR UPDATE ON arcade_versus_match FOR EACH ROW EXECUTE FUNCTION arcade_versus_match_stamped()",
      // A move's time and login are the server's; every change is told on the channel with its match's uid.
    ] + stamped(versusMoveTable, in: versusMatchTable, by: "match_uid", writer: "login", on: "INSERT")
      + told(versusMatchTable, key: "uid", on: "INSERT OR UPDATE OR DELETE") + told(versusMoveTable, key: "match_uid", on: "INSERT")
  }

  /// A match is posted with the server's time and nothing decided; after that only taking (the empty side filled by
  /// the taker, timed by the server) and resigning (once, by the side that gives up) change it.
  private static var versusMatchStamped: String {
    """
    CREATE FUNCTION arcade_versus_match_stamped() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE now_ms bigint := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        IF NEW.invited IS NOT DISTINCT FROM coalesce(NEW.x, NEW.o) THEN
          RAISE EXCEPTION 'arcade_versus_match: a challenge to oneself' USING ERRCODE = 'check_violation';
        END IF;
        NEW.created_at := now_ms;
        NEW.resigned := NULL;
        NEW.taken_ms := NULL;
        RETURN NEW;
      END IF;
      IF (NEW.uid, NEW.variant, NEW.invited, NEW.created_at, NEW.clock)
        IS DISTINCT FROM (OLD.uid, OLD.variant, OLD.invited, OLD.created_at, OLD.clock) THEN
        RAISE EXCEPTION 'arcade_versus_match: only taking and resigning change a match' USING ERRCODE = 'insufficient_privilege';
      END IF;
      IF OLD.x IS NULL OR OLD.o IS NULL THEN
        IF NEW.x IS DISTINCT FROM coalesce(OLD.x, current_user) OR NEW.o IS DISTINCT FROM coalesce(OLD.o, current_user)
          OR coalesce(OLD.x, OLD.o) = current_user OR NEW.resigned IS NOT NULL THEN
          RAISE EXCEPTION 'arcade_versus_match: a challenge is taken by its taker, for the empty side' USING ERRCODE = 'insufficient_privilege';
        END IF;
        NEW.taken_ms := greatest(0, now_ms - OLD.created_at);
      ELSE
        IF NEW.x IS DISTINCT FROM OLD.x OR NEW.o IS DISTINCT FROM OLD.o OR OLD.resigned IS NOT NULL OR NEW.resigned IS NULL
          OR (CASE NEW.resigned WHEN 'x' THEN OLD.x ELSE OLD.o END) IS DISTINCT FROM current_user THEN
          RAISE EXCEPTION 'arcade_versus_match: a side resigns once, for itself' USING ERRCODE = 'insufficient_privilege';
        END IF;
        NEW.taken_ms := OLD.taken_ms;
      END IF;
      RETURN NEW;
    END $$
    """
  }
}
