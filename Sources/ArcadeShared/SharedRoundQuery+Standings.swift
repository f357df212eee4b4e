#if SharedBoard
import ArcadeCore
import PostgresNIO

extension SharedRoundQuery {
  /// A `.standings` selection on the server: every player's counts and streaks over all their rounds, counted
  /// where the rows are (no window of newest rounds), one row per player, best first, at most `limit`.
  ///
  /// The same gaps-and-islands query as the SQLite store's `StandingsQuery`. A player is a name together with
  /// the server login and the player id that wrote it, as `namedRounds` tells players apart; the row shown is
  /// the one the server received last (a client's claimed time cannot choose it).
  static func standings(
    _ selection: RoundSelection, streak: PlayerStanding.StreakRule, conditions: [String],
    binds: PostgresBindings, schema: Int
  ) -> (sql: String, binds: PostgresBindings) {
    var binds = binds
    binds.append(PlayerStanding.counted.map(\.rawValue).sorted())
    let counted = "outcome = ANY($\(binds.count))"
    binds.append(streak.extending.map(\.rawValue).sorted())
    let extending = "outcome = ANY($\(binds.count))"
    binds.append(selection.limit)
    let limit = "$\(binds.count)"
    let withLogin = schema >= 2
    let player = withLogin ? "player, coalesce(login, ''), player_id" : "player, player_id"
    let breaks = "CASE WHEN \(extending) THEN 0 ELSE 1 END"
    let games = "(t.wins + t.losses + t.draws)"
    let sql = """
      WITH picked AS (
        SELECT id, player, \(withLogin ? "coalesce(login, '')" : "''") AS login_key, player_id, outcome,
          ROW_NUMBER() OVER (PARTITION BY \(player) ORDER BY received_at DESC, id DESC) AS recency,
          SUM(\(breaks)) OVER (PARTITION BY \(player) ORDER BY started_at, id ROWS UNBOUNDED PRECEDING) AS island,
          SUM(\(breaks)) OVER (PARTITION BY \(player)) AS last_island
        FROM \(SharedSchema.roundsTable) WHERE \((conditions + [counted]).joined(separator: " AND "))
      ),
      islands AS (
        SELECT player, login_key, player_id, island = last_island AS last,
          count(*) FILTER (WHERE outcome = 'won') AS wins, count(*) FILTER (WHERE outcome = 'lost') AS losses,
          count(*) FILTER (WHERE outcome = 'draw') AS draws, count(*) FILTER (WHERE \(extending)) AS run,
          max(id) FILTER (WHERE recency = 1) AS newest
        FROM picked GROUP BY player, login_key, player_id, island, last_island
      ),
      t AS (
        SELECT player, login_key, player_id, sum(wins)::int8 AS wins, sum(losses)::int8 AS losses,
          sum(draws)::int8 AS draws, max(run)::int8 AS best, sum(CASE WHEN last THEN run ELSE 0 END)::int8 AS current,
          max(newest) AS newest
        FROM islands GROUP BY player, login_key, player_id
      )
      SELECT \(rowColumns(schema: schema)), t.wins, t.losses, t.draws, t.best, t.current
      FROM t JOIN \(SharedSchema.roundsTable) a ON a.id = t.newest
      ORDER BY t.wins::float8 / \(games) DESC, (t.wins + t.draws)::float8 / \(games) DESC, \(games) DESC,
        t.player COLLATE "C", t.login_key COLLATE "C", t.player_id COLLATE "C"
      LIMIT \(limit)
      """
    return (sql, binds)
  }
}

extension SharedRound {
  /// This round of a standings row (`SELECT <board columns>, wins, losses, draws, best, current`) with the
  /// player's standing as its details; nil when a count is out of reach.
  func withStanding(from row: PostgresRow) -> SharedRound? {
    let cells = PostgresRandomAccessRow(row)
    guard cells.count >= 26 else { return nil }
    let figures = (21..<26).compactMap { try? cells[$0].decode(Int.self) }
    guard figures.count == 5, figures.allSatisfy({ $0 >= 0 }) else { return nil }
    var shown = self
    shown.round.details =
      PlayerStanding(
        player: round.player, wins: figures[0], losses: figures[1], draws: figures[2], bestStreak: figures[3],
        currentStreak: figures[4]
      ).json
    return shown
  }
}
#endif
