import ArcadeCore
import Foundation
import GRDB

/// How a `PlayedRound` is laid out in a `round` row (column order of `StoreSchema.roundColumns`).
enum RoundRow {
  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  static let insertSQL = """
    INSERT INTO round (game, player, startedAt, endedAt, outcome, score, moves, durationMs, variant, gridSize, seed, assisted, details)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  static func arguments(for round: PlayedRound) -> StatementArguments {
    let values: [(any DatabaseValueConvertible)?] = [
      round.game.rawValue,
      round.player,
      milliseconds(round.startedAt),
      round.endedAt.map(milliseconds),
      round.outcome.rawValue,
      round.score,
      round.moves,
      round.durationMilliseconds,
      round.variant,
      round.gridSize,
      round.seed.map { Int64(bitPattern: $0) },
      round.assistance.rawValue,
      round.details,
    ]
    return StatementArguments(values)
  }

  /// The round in `row`, or nil for a game or outcome this version does not know (written by a newer arcade).
  static func round(from row: Row) -> PlayedRound? {
    let game = GameID(rawValue: row[1] as String)
    guard let outcome = RoundOutcome(rawValue: row[5]) else { return nil }
    let endedAt: Int64? = row[4]
    let seed: Int64? = row[11]
    return PlayedRound(
      id: row[0], game: game, player: row[2], startedAt: date(row[3]), endedAt: endedAt.map(date),
      outcome: outcome, score: row[6], moves: row[7], durationMilliseconds: row[8], variant: row[9],
      gridSize: row[10], seed: seed.map { UInt64(bitPattern: $0) }, assistance: RoundAssistance(rawValue: row[12] as Int64),
      details: row[13])
  }
}
