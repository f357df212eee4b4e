import ArcadeCore
import GRDB

/// A player's dailies, for the Daily screen and streaks: daily variants sort together, so each game's are one
/// index range of `round_by_variant…`.
extension ScoreStore {
  /// `player`'s finished dailies of `games` from `since` on (ranked and practice), without their moves: what the
  /// Daily screen shows. One index range per game: daily variants sort together, by day.
  public func dailyRounds(player: String, games: [GameID], since: DailyDate?) throws(StoreError) -> [PlayedRound] {
    let sql = """
      SELECT \(StoreSchema.roundColumns(hasTape: false)) FROM round
      WHERE game = ? AND variant >= ? AND variant < 'daily!' AND player = ? AND endedAt IS NOT NULL
      """
    let from = "daily " + (since.map { "\($0)" } ?? "")
    return try reading { db in
      try games.flatMap { game in try fetch(db, RoundQuery(sql: sql, arguments: [game.rawValue, from, player])) }
    }
  }

  /// Every finished daily of `player`, as its game and variant only (a streak needs every day, not the rounds).
  public func finishedDailies(player: String, games: [GameID]) throws(StoreError) -> [DailyPlayed] {
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
