#if SharedBoard
import ArcadeCore
import PostgresNIO

/// How many of each login's rows one board read takes: a login's rows past its window wait for a later read, so
/// one member's flood of rows cannot fill a read's rows (or its time) and push every other member off the board.
struct LoginWindow: Sendable, Equatable {
  /// Each login's best rows by the board's order, at most this many.
  var rows: Int
  /// Logins whose rows an earlier read hid by the window's worth: they keep `cappedRows`, however far the others widen.
  var capped: Set<String> = []
  var cappedRows: Int

  /// The first read of a board of `limit` rows: each login's best `limit`, which is all the board can show of it.
  init(limit: Int) {
    rows = limit
    cappedRows = limit
  }

  /// Whether a wider read could find more: a login this window does not cap gave all the rows it was allowed.
  func isFull(in read: [SharedRound]) -> Bool {
    var counts: [String: Int] = [:]
    for row in read { counts[row.login ?? "", default: 0] += 1 }
    return counts.contains { login, count in !capped.contains(login) && count >= rows }
  }

  /// The next read's window, `rows` wide, after a read of `read` showed `shown`: a login whose rows in it were
  /// hidden by `cappedRows` or more keeps its window as it is.
  func widened(to rows: Int, after read: [SharedRound], shown: [PlayedRound]) -> LoginWindow {
    let shownIDs = Set(shown.compactMap(\.id))
    var hidden: [String: Int] = [:]
    for row in read where row.round.id.map(shownIDs.contains) != true { hidden[row.login ?? "", default: 0] += 1 }
    var next = self
    next.rows = rows
    next.capped.formUnion(hidden.filter { $0.value >= cappedRows }.keys)
    return next
  }
}

extension SharedRoundQuery {
  /// A board's rows taken from each login's window, best first, at most `limit`.
  ///
  /// The logins are found by a loose scan (one index probe per login: PostgreSQL 15 has no skip scan), each
  /// login's window is one walk of a login-led index (`SharedSchema.windowPerLogin`), and only the picked ids
  /// are ordered and read in full.
  static func windowed(
    conditions: [String], order: String, window: LoginWindow, limit: Int, binds: PostgresBindings, schema: Int,
    probes: Bool = true
  ) -> (sql: String, binds: PostgresBindings) {
    var binds = binds
    func bound<Value: PostgresDynamicTypeEncodable>(_ value: Value) -> String {
      binds.append(value)
      return "$\(binds.count)"
    }
    // `conditions` starts with the game, bound first.
    let game = "$1"
    let rows = bound(window.rows)
    let cappedRows = bound(window.cappedRows)
    let capped = bound(window.capped.sorted())
    let total = bound(limit)
    let rounds = SharedSchema.roundsTable
    func walk(_ taken: String) -> String {
      """
      SELECT w.id FROM logins l CROSS JOIN LATERAL (
          SELECT a.id FROM \(rounds) a WHERE a.login = l.login AND \(conditions.joined(separator: " AND "))
          ORDER BY \(order) LIMIT \(taken)) w
        WHERE l.login IS NOT NULL AND
      """
    }
    let sql = """
      WITH RECURSIVE logins(login) AS (
        (SELECT login FROM \(rounds) WHERE game = \(game) ORDER BY login LIMIT 1)
        UNION ALL
        SELECT (SELECT o.login FROM \(rounds) o WHERE o.game = \(game) AND o.login > l.login ORDER BY o.login LIMIT 1)
        FROM logins l WHERE l.login IS NOT NULL
      ),
      picked AS (
        \(walk(rows)) l.login <> ALL(\(capped))
        UNION ALL
        \(walk(cappedRows)) l.login = ANY(\(capped))
      )
      SELECT \(rowColumns(schema: schema, probes: probes)) FROM \(rounds) a WHERE a.id IN (SELECT id FROM picked)
      ORDER BY \(order) LIMIT \(total)
      """
    return (sql, binds)
  }
}
#endif
