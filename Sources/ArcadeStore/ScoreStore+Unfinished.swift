import ArcadeCore
import Foundation
import GRDB

/// Rounds left before their end, kept after every move so that leaving a game any way loses nothing.
extension ScoreStore {
  /// Writes the round as it stands now, over its row of the last move.
  public func keepUnfinished(_ round: UnfinishedRound) throws(StoreError) {
    try writing { db in
      try db.cachedStatement(
        sql: """
          INSERT INTO unfinished (uid, game, player, options, startedAt, leftAt, clockMs, summary, tape, chosenSeed, context)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT(uid) DO UPDATE SET leftAt = excluded.leftAt, clockMs = excluded.clockMs,
            summary = excluded.summary, tape = excluded.tape
          """
      ).execute(arguments: [
        round.uid, round.game.rawValue, round.player, round.options, RoundRow.milliseconds(round.startedAt),
        RoundRow.milliseconds(round.leftAt), round.clockMilliseconds, round.summary, round.tape,
        round.context == .chosenSeed ? 1 : 0, round.context.storedText,
      ])
    }
  }

  /// The player's unfinished rounds, the most recently played first; rows no arcade writes are skipped.
  public func unfinishedRounds(of player: String, limit: Int) throws(StoreError) -> [UnfinishedRound] {
    guard hasTapes, limit > 0 else { return [] }
    return try reading { db in
      // A file from before version 5, opened read-only, has no context columns: its rounds are free or chosen.
      let context = hasContext ? "context" : "NULL"
      return try Row.fetchAll(
        db,
        sql: """
          SELECT uid, game, player, options, startedAt, leftAt, clockMs, summary, tape, chosenSeed, \(context) FROM unfinished
          WHERE player = ? ORDER BY leftAt DESC LIMIT ?
          """, arguments: [player, limit]
      ).compactMap(Self.unfinished)
    }
  }

  /// Forgets an unfinished round: it ended, or the player discarded it.
  public func discardUnfinished(uid: String) throws(StoreError) {
    try writing { db in try db.execute(sql: "DELETE FROM unfinished WHERE uid = ?", arguments: [uid]) }
  }

  /// Hands a player's unfinished rounds to their new name.
  public func moveUnfinished(from player: String, to newName: String) throws(StoreError) {
    try writing { db in try db.execute(sql: "UPDATE unfinished SET player = ? WHERE player = ?", arguments: [newName, player]) }
  }

  private static func unfinished(_ row: Row) -> UnfinishedRound? {
    func text(_ index: Int) -> String? {
      guard case .string(let string) = (row[index] as DatabaseValue).storage, string.utf8.count <= RoundBounds.detailsBytes
      else { return nil }
      return string
    }
    func integer(_ index: Int) -> Int64? {
      guard case .int64(let number) = (row[index] as DatabaseValue).storage else { return nil }
      return number
    }
    guard let uid = text(0), let game = text(1), let player = text(2), let options = text(3),
      let started = integer(4), RoundRow.storableMilliseconds.contains(started),
      let left = integer(5), RoundRow.storableMilliseconds.contains(left),
      let clock = integer(6), RoundBounds.durationMilliseconds.contains(clock), let summary = text(7),
      case .blob(let tape) = (row[8] as DatabaseValue).storage, tape.count <= RoundBounds.tapeBytes
    else { return nil }
    return UnfinishedRound(
      uid: uid, game: GameID(game), player: player, options: options, startedAt: RoundRow.date(started),
      leftAt: RoundRow.date(left), clockMilliseconds: clock, summary: summary, tape: tape,
      context: text(10).flatMap(RoundContext.init(storedText:)) ?? (integer(9) != 0 ? .chosenSeed : .free))
  }
}
