extension SharedSchema {
  /// Version 6: a board is read as each login's best rows (`LoginWindow`), so every board order has an index led by
  /// (game, login, variant): each login's window is one index walk that stops at its limit, and the logins are found
  /// by one probe each. Every board names its variant but PathFinder's open one (newest first). They replace the indexes of the same orders led by (game) alone, which no board read walks any more
  /// (an arcade older than this one still reads every board, from the new indexes' leading column).
  static var windowPerLogin: [String] {
    let orders = [
      ("score", "score DESC NULLS LAST, ended_at NULLS FIRST, id"),
      ("duration", "duration_ms NULLS LAST, ended_at NULLS FIRST, id"),
      ("received", "(ended_at IS NULL), received_at DESC, ended_at DESC, id"),
    ]
    let replaced = ["variant_score", "variant_duration", "score", "duration", "end", "variant_end", "received", "variant_received"]
    return replaced.map { "DROP INDEX IF EXISTS arcade_round_by_\($0)" }
      + orders.map { name, order in
        "CREATE INDEX arcade_round_by_login_variant_\(name) ON \(roundsTable) (game, login, variant, \(order))"
      }
      // PathFinder's open board takes every variant but one, newest first.
      + ["CREATE INDEX arcade_round_by_login_received ON \(roundsTable) (game, login, \(orders[2].1))"]
  }
}
