#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

/// Live races on the shared board, beside its matches: read by the same listening thread (a notice names a match or
/// a race), written at once and read back.
extension SharedVersusStore: RaceStore {
  public func openRaces(limit: Int) -> [VersusRace] { newestRaces(limit) { $0.isOpen } }
  public func takenRaces(limit: Int) -> [VersusRace] { newestRaces(limit) { !$0.isOpen } }
  public func race(_ uid: String) -> VersusRace? { races { $0[uid] } }

  private func newestRaces(_ limit: Int, where kept: (VersusRace) -> Bool) -> [VersusRace] {
    Array(races { Array($0.values) }.filter(kept).sorted { ($0.createdAt, $0.uid) > ($1.createdAt, $1.uid) }.prefix(limit))
  }

  /// The server stamps the poster (the login) and the time: the ones given are not sent.
  @discardableResult
  public func postRace(_ race: VersusRace) -> Bool {
    written(race.uid) {
      try client.run(
        """
        INSERT INTO \(unescaped: SharedSchema.versusRaceTable) (uid, game, opening)
        VALUES (\(race.uid), \(race.game.rawValue), \(ByteBuffer(bytes: race.opening))) ON CONFLICT DO NOTHING RETURNING uid
        """
      ).rows.count == 1
    }
  }

  public func takeRace(_ uid: String, as player: String, at date: Date) -> Bool {
    written(uid) {
      try client.run(
        """
        UPDATE \(unescaped: SharedSchema.versusRaceTable) SET taker = \(player)
        WHERE uid = \(uid) AND taker IS NULL AND poster <> \(player) RETURNING uid
        """
      ).rows.count == 1
    }
  }

  @discardableResult
  public func withdrawRace(_ uid: String, as player: String) -> Bool {
    written(uid) {
      try client.run(
        """
        DELETE FROM \(unescaped: SharedSchema.versusRaceTable) WHERE uid = \(uid) AND taker IS NULL AND poster = \(player) RETURNING uid
        """
      ).rows.count == 1
    }
  }

  /// The server stamps the login and the time the tape was written. A tape written while the server is away is kept
  /// (the newest only: each holds the ones before) and sent when it is back.
  @discardableResult
  public func sendTape(_ tape: RaceTape, in uid: String, as player: String) -> Bool {
    do {
      let done = try upsertTape(tape, in: uid)
      // A tape that waited is older than this one: it has nothing left to send.
      keepPending { $0.tapes[uid] = nil }
      try reread(uid)
      return done
    } catch where Self.isAway(error) {
      note(error as! SharedBoardError)
      keepPending { $0.tapes[uid] = tape }
      showPending()
      return true
    } catch {
      return false
    }
  }
}
#endif
