import ArcadeCore
import GRDB

/// A player's dailies, for the Daily screen and streaks: one index range of `round_by_day` per game (in a file from
/// before version 5, of `round_by_variant…`, where daily variants sort together by day).
extension ScoreStore {
  /// `player`'s finished dailies of `games` from `since` on (ranked and practice), without their moves: what the
  /// Daily screen shows.
  public func dailyRounds(player: String, games: [GameID], since: DailyDate?) throws(StoreError) -> [PlayedRound] {
    let columns = StoreSchema.roundColumns(hasTape: false, hasContext: hasContext)
    let sql =
      hasContext
      ? "SELECT \(columns) FROM round WHERE game = ? AND day >= ? AND player = ? AND endedAt IS NOT NULL"
      : "SELECT \(columns) FROM round WHERE game = ? AND variant >= ? AND variant < 'daily!' AND player = ? AND endedAt IS NOT NULL"
    let from = hasContext ? (since.map { "\($0)" } ?? "") : "daily " + (since.map { "\($0)" } ?? "")
    return try reading { db in
      try games.flatMap { game in try fetch(db, RoundQuery(sql: sql, arguments: [game.rawValue, from, player])) }
    }
  }

  /// Every finished daily of `player`, as its game and day only (a streak needs every day, not the rounds).
  public func finishedDailies(player: String, games: [GameID]) throws(StoreError) -> [DailyPlayed] {
    guard hasContext else { return try legacyFinishedDailies(player: player, games: games) }
    let sql = "SELECT context, day, dayKey FROM round WHERE game = ? AND day IS NOT NULL AND player = ? AND endedAt IS NOT NULL"
    return try reading { db in
      try games.flatMap { game in
        try Row.fetchAll(db, sql: sql, arguments: [game.rawValue, player]).compactMap { row in
          let values = (0..<3).map { (row[$0] as DatabaseValue).storage }
          guard let kind = values[0].text else { return nil }
          return RoundRow.context(kind: kind, day: values[1].text, key: values[2].text)?.daily.map { DailyPlayed(game: game, variant: $0) }
        }
      }
    }
  }

  /// `finishedDailies` in a file from before version 5: a daily is its variant.
  private func legacyFinishedDailies(player: String, games: [GameID]) throws(StoreError) -> [DailyPlayed] {
    let sql = """
      SELECT variant FROM round
      WHERE game = ? AND variant >= 'daily ' AND variant < 'daily!' AND player = ? AND endedAt IS NOT NULL
      """
    return try reading { db in
      try games.flatMap { game in
        try String.fetchAll(db, sql: sql, arguments: [game.rawValue, player]).compactMap { text in
          DailyVariant(text).map { DailyPlayed(game: game, variant: $0) }
        }
      }
    }
  }
}
