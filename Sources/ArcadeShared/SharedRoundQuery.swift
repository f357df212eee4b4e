#if SharedBoard
import ArcadeCore
import PostgresNIO

/// The SQL for a `RoundSelection` on the shared board, with bound values; each order is one index walk
/// (see `SharedSchema`), with NULLs placed as the SQLite store and the in-memory keeper place them.
struct SharedRoundQuery {
  var sql: String
  var binds: PostgresBindings

  /// `schema`: the server's version, for a server its owner has not brought up to date (no `login` before 2,
  /// no `tape` before 3). `window`: how many of each login's rows the read takes (`LoginWindow(limit:)` unless
  /// said); a server without logins is read in the board's order alone.
  init(_ selection: RoundSelection, schema: Int = SharedSchema.version, window: LoginWindow? = nil) {
    var binds = PostgresBindings()
    func bound<Value: PostgresDynamicTypeEncodable>(_ value: Value) -> String {
      binds.append(value)
      return "$\(binds.count)"
    }
    var conditions = Self.conditions(selection, schema: schema, binds: &binds)
    let order =
      switch selection.order {
      // The server's receive time, not a client's claimed end: a row dated 2100 cannot hold "last five" for good.
      // Unfinished rounds last, as in every store.
      // Standings take every round they count, newest first (`standingsRows`).
      case .newestFirst, .standings: "(ended_at IS NULL), received_at DESC, ended_at DESC, id"
      case .scoreDescending: "score DESC NULLS LAST, ended_at NULLS FIRST, id"
      case .durationAscending: "duration_ms NULLS LAST, ended_at NULLS FIRST, id"
      }
    let standings = if case .standings = selection.order { true } else { false }
    // A standings read takes every round it counts: none whose moves are longer than any such game's (a stranger's
    // rows of a megabyte each would make every read fetch gigabytes).
    if standings && schema >= 3 { conditions.append("octet_length(tape) <= \(Self.standingsTapeBytes)") }
    let rows = standings ? Self.standingsRows : (window ?? LoginWindow(limit: selection.limit))
    let taken = standings ? Self.standingsReadLimit : selection.limit
    if schema >= 2 {
      (sql, self.binds) = Self.windowed(
        conditions: conditions, order: order, window: rows, limit: taken, binds: binds, schema: schema, probes: !standings)
      return
    }
    let limit = bound(taken)
    sql = """
      SELECT \(Self.rowColumns(schema: schema, probes: !standings)) FROM \(SharedSchema.roundsTable) a
      WHERE \(conditions.joined(separator: " AND ")) ORDER BY \(order) LIMIT \(limit)
      """
    self.binds = binds
  }

  var query: PostgresQuery { PostgresQuery(unsafeSQL: sql, binds: binds) }

  /// What a row must be to be on `selection`'s board, in SQL over the table aliased `a`, its values bound in `binds`.
  static func conditions(_ selection: RoundSelection, schema: Int, binds: inout PostgresBindings) -> [String] {
    func bound<Value: PostgresDynamicTypeEncodable>(_ value: Value) -> String {
      binds.append(value)
      return "$\(binds.count)"
    }
    var conditions = ["game = \(bound(selection.game.rawValue))"]
    // The server spells a daily as its variant, the day: a day's board takes that day's ranked attempts, and no
    // other board takes a daily (its deal is known to everyone in advance).
    if let daily = selection.daily?.ranked {
      conditions.append("variant = \(bound(daily.description))")
      // Received on or after its day began: a round labelled tomorrow's, its start claimed within the clock skew the
      // server allows, is not tomorrow's attempt (the receive time is the server's own).
      conditions.append("received_at >= to_timestamp(\(bound(Double(daily.day.dayNumber) * 86_400)))")
      // A player's first ranked attempt received is their attempt; a later one is practice, whatever its row says. A
      // player is a login and a player id: members who share one login are told apart by their ids only.
      if schema >= 3 {
        conditions.append(
          """
          NOT EXISTS (SELECT 1 FROM \(SharedSchema.roundsTable) o WHERE o.game = a.game AND o.variant = a.variant
            AND o.login = a.login AND o.player_id = a.player_id AND o.tape IS NOT NULL AND o.id < a.id)
          """)
      }
    } else {
      if let variant = selection.variant { conditions.append("variant = \(bound(variant))") }
      conditions.append("(variant IS NULL OR substr(variant, 1, 6) <> 'daily ')")
    }
    if let excluded = selection.excludedVariant { conditions.append("variant IS DISTINCT FROM \(bound(excluded))") }
    if !selection.outcomes.isEmpty {
      conditions.append("outcome = ANY(\(bound(selection.outcomes.map(\.rawValue).sorted())))")
    }
    if selection.completedOnly { conditions.append("ended_at IS NOT NULL") }
    if selection.unassistedOnly { conditions.append("assisted = 0") }
    if let player = selection.player { conditions.append("player = \(bound(player))") }
    return conditions
  }

  /// How many rows of a standings board its read leaves out for their moves (none, or longer than any such game's).
  static func standingsUnread(_ selection: RoundSelection, schema: Int = SharedSchema.version) -> PostgresQuery {
    var binds = PostgresBindings()
    let conditions = conditions(selection, schema: schema, binds: &binds)
    return PostgresQuery(
      unsafeSQL: """
        SELECT count(*) FROM \(SharedSchema.roundsTable) a WHERE \(conditions.joined(separator: " AND "))
          AND (a.tape IS NULL OR octet_length(a.tape) > \(standingsTapeBytes))
        """, binds: binds)
  }

  /// The columns a board row is read from (`SharedRound.init(row:)`), of the table aliased `a`, and what the
  /// server finds about the row (`probes`; false for both without it): a copy of an earlier row's deal and moves, a
  /// player id first used by another login.
  static func rowColumns(schema: Int, probes: Bool = true) -> String {
    let login = schema >= 2 ? "left(a.login, \(RoundBounds.textBytes + 1))" : "NULL::text"
    var columns = "a.id, " + SharedRound.boundedColumns(of: "a")
    if schema < 3 { columns = columns.replacingOccurrences(of: "substring(a.tape from 1 for \(RoundBounds.tapeBytes + 1))", with: "NULL::bytea") }
    let copied =
      schema >= 3 && probes
      ? "EXISTS (SELECT 1 FROM \(SharedSchema.roundsTable) o WHERE md5(o.tape) = md5(a.tape) AND o.tape = a.tape AND o.id < a.id)"
      : "false"
    // The login of the player id's first row with moves, one probe of `arcade_round_by_player_id`: a scan of all
    // the id's earlier rows for another login took 14 ms on a board of one player's 20,000 rounds.
    let notTheirs =
      schema >= 3 && probes
      ? """
        coalesce((SELECT o.login FROM \(SharedSchema.roundsTable) o WHERE o.player_id = a.player_id AND o.tape IS NOT NULL
          ORDER BY o.id LIMIT 1) <> a.login, false)
        """
      : "false"
    return columns + ", " + login + ", " + copied + ", " + notTheirs
  }
}
#endif
