import ArcadeCore
import Foundation
import GRDB

/// How a `PlayedRound` is laid out in a `round` row (column order of `StoreSchema.roundColumns`).
enum RoundRow {
  /// Times the store reads back: years 0001 to 9999. Anything outside was not written by the arcade.
  static let storableMilliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

  static func milliseconds(_ date: Date) -> Int64 {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite else { return 0 }
    return Int64(min(max(value, Double(storableMilliseconds.lowerBound)), Double(storableMilliseconds.upperBound)))
  }

  static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// Inserts a round; a round whose `uid` is already stored (a journal replayed twice) is left as it is.
  static let insertSQL = """
    INSERT INTO round (uid, game, player, startedAt, endedAt, outcome, score, moves, durationMs, variant, gridSize, seed, assisted, details, tape,
      context, day, dayKey)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT(uid) DO NOTHING
    """

  static func arguments(for round: PlayedRound, uid: String?) -> StatementArguments {
    let values: [(any DatabaseValueConvertible)?] = [
      uid,
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
      round.tape,
      contextColumn(round.context),
      round.context.daily.map { "\($0.day)" },
      round.context.daily?.key,
    ]
    return StatementArguments(values)
  }

  /// The `context` column: free, chosen seed, daily or practice (the day and key are columns of their own).
  static func contextColumn(_ context: RoundContext) -> String {
    switch context {
    case .free: "free"
    case .chosenSeed: "chosen seed"
    case .daily(let variant): variant.practice ? "practice" : "daily"
    }
  }

  /// The context in the `context`, `day` and `dayKey` columns; nil for values no arcade writes.
  static func context(kind: String, day: String?, key: String?) -> RoundContext? {
    switch (kind, day) {
    case ("free", nil): return .free
    case ("chosen seed", nil): return .chosenSeed
    case ("daily", let day?), ("practice", let day?):
      guard let date = DailyDate(day), day.count == 10 else { return nil }
      return .daily(DailyVariant(day: date, key: key ?? "", practice: kind == "practice"))
    default: return nil
    }
  }

  /// The round in `row`, or nil when any stored value cannot be what the arcade writes: a blob or
  /// invalid UTF-8 where text belongs, text where a number belongs, a time outside years 1–9999, a
  /// number that does not fit, or a game or outcome this version does not know. Never traps.
  static func round(from row: Row) -> PlayedRound? {
    func value(_ index: Int) -> DatabaseValue { row[index] }
    func text(_ index: Int) -> String? {
      guard case .string(let string) = value(index).storage else { return nil }
      return string
    }
    func integer(_ index: Int) -> Int64? {
      guard case .int64(let number) = value(index).storage else { return nil }
      return number
    }
    /// nil: the value is wrong; .some(nil): the column is NULL.
    func optional<T>(_ index: Int, _ decode: (Int) -> T?) -> T?? {
      value(index).isNull ? .some(nil) : decode(index).map { .some($0) }
    }
    func time(_ index: Int) -> Date? {
      integer(index).flatMap { storableMilliseconds.contains($0) ? date($0) : nil }
    }
    func int(_ index: Int) -> Int? { integer(index).flatMap { Int(exactly: $0) } }
    func blob(_ index: Int) -> Data? {
      guard case .blob(let data) = value(index).storage, data.count <= RoundBounds.tapeBytes else { return nil }
      return data
    }

    guard let id = integer(0),
      let gameName = text(1), let game = decoded(GameID.self, gameName),
      let player = text(2),
      let startedAt = time(3),
      let endedAt = optional(4, time),
      let outcomeName = text(5), let outcome = decoded(RoundOutcome.self, outcomeName),
      let score = optional(6, int),
      let moves = optional(7, int),
      let duration = optional(8, integer),
      let variant = optional(9, text),
      let gridSize = optional(10, int),
      let seed = optional(11, integer),
      let assisted = integer(12), (0...3).contains(assisted),
      let details = text(13),
      let tape = optional(14, blob),
      let kind = optional(15, text), let day = optional(16, text), let key = optional(17, text)
    else { return nil }
    var round = PlayedRound(
      id: .local(id), game: game, player: player, startedAt: startedAt, endedAt: endedAt, outcome: outcome, score: score,
      moves: moves, durationMilliseconds: duration, variant: variant, gridSize: gridSize,
      seed: seed.map { UInt64(bitPattern: $0) }, assistance: RoundAssistance(rawValue: assisted), details: details, tape: tape)
    // A file from before version 5 (read-only, never migrated) spells a daily as its variant.
    guard let kind else {
      round.readLegacyVariant()
      return round
    }
    guard let context = context(kind: kind, day: day, key: key) else { return nil }
    round.context = context
    return round
  }

  /// `T(rawValue:)` through the protocol, so it reads the same whether the type's own initializer can fail or not.
  private static func decoded<T: RawRepresentable>(_ type: T.Type, _ raw: T.RawValue) -> T? {
    T(rawValue: raw)
  }
}
