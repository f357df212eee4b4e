import ArcadeCore
import GRDB

/// One SQL query for a `.standings` selection: every player's counts and streaks over all their rounds, with
/// their newest round, best first, at most `limit` players. The in-memory rule it agrees with is
/// `PlayerStanding.rows(from:streak:limit:)`; the shared board's query (`SharedRoundQuery`) has the same shape.
///
/// Streaks are gaps and islands: numbering each player's rounds by how many broke a run so far (in the order
/// they started) puts every run on an island of its own; the best streak is the island with the most rounds
/// that extend it, the current one that of the player's last island.
struct StandingsQuery {
  var sql: String
  var arguments: StatementArguments

  init(_ selection: RoundSelection, streak: PlayerStanding.StreakRule, columns: String, hasContext: Bool) {
    var (conditions, arguments) = RoundQuery.conditions(selection, hasContext: hasContext)
    let counted = PlayerStanding.counted.map(\.rawValue).sorted()
    conditions.append("outcome IN (\(counted.map { _ in "?" }.joined(separator: ", ")))")
    arguments += StatementArguments(counted)
    let extending = "outcome IN (\(streak.extending.map { "'\($0.rawValue)'" }.sorted().joined(separator: ", ")))"
    let breaks = "CASE WHEN \(extending) THEN 0 ELSE 1 END"
    let games = "(t.wins + t.losses + t.draws)"
    arguments += [selection.limit]
    sql = """
      WITH picked AS (
        SELECT id, player, outcome,
          ROW_NUMBER() OVER (PARTITION BY player ORDER BY endedAt DESC, id DESC) AS recency,
          SUM(\(breaks)) OVER (PARTITION BY player ORDER BY startedAt, id ROWS UNBOUNDED PRECEDING) AS island,
          SUM(\(breaks)) OVER (PARTITION BY player) AS lastIsland
        FROM round WHERE \(conditions.joined(separator: " AND "))
      ),
      islands AS (
        SELECT player, island = lastIsland AS last,
          SUM(outcome = 'won') AS wins, SUM(outcome = 'lost') AS losses, SUM(outcome = 'draw') AS draws,
          SUM(\(extending)) AS run, MAX(CASE WHEN recency = 1 THEN id END) AS newest
        FROM picked GROUP BY player, island
      ),
      t AS (
        SELECT player, SUM(wins) AS wins, SUM(losses) AS losses, SUM(draws) AS draws, MAX(run) AS best,
          SUM(CASE WHEN last THEN run ELSE 0 END) AS current, MAX(newest) AS newest
        FROM islands GROUP BY player
      )
      SELECT \(columns), t.wins, t.losses, t.draws, t.best, t.current
      FROM t JOIN round ON round.id = t.newest
      ORDER BY CAST(t.wins AS REAL) / \(games) DESC, CAST(t.wins + t.draws AS REAL) / \(games) DESC, \(games) DESC,
        t.player
      LIMIT ?
      """
    self.arguments = arguments
  }

  /// The standings rows: each player's newest round (skipped, as any row, when it is not one an arcade writes)
  /// with the standing as its details.
  func rows(in db: Database, decoding decode: (Row) -> PlayedRound?) throws -> [PlayedRound] {
    // After the round's columns: its tape and its context's three (real, or NULL in an older file).
    let base = StoreSchema.roundColumns.components(separatedBy: ", ").count + 4
    return try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap { row in
      guard var round = decode(row) else { return nil }
      let figures: [Int] = (base..<base + 5).map { row[$0] }
      round.details =
        PlayerStanding(
          player: round.player, wins: figures[0], losses: figures[1], draws: figures[2], bestStreak: figures[3],
          currentStreak: figures[4]
        ).json
      return round
    }
  }
}
