#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

/// Moves and tapes made while the server is away: kept here (and shown as made), and sent as soon as the listening
/// thread is connected again. Each is sent at most once: a move's number is its key on the server (a second insert
/// of it does nothing), and a side's tape is written in place.
extension SharedVersusStore {
  /// What waits to be sent.
  struct Pending {
    /// Moves by match, in the order made.
    var moves: [String: [VersusMove]] = [:]
    /// Each race's newest tape of this side, by race uid.
    var tapes: [String: RaceTape] = [:]

    var isEmpty: Bool { moves.isEmpty && tapes.isEmpty }
  }

  /// Whether `error` says the server could not be reached (rather than that it refused the write).
  static func isAway(_ error: any Error) -> Bool {
    guard let error = error as? SharedBoardError else { return false }
    switch error {
    case .unreachable, .timedOut: return true
    default: return false
    }
  }

  func insertMove(_ move: VersusMove, in uid: String) throws -> Bool {
    try client.run(
      """
      INSERT INTO \(unescaped: SharedSchema.versusMoveTable) (match_uid, ply, mark, cell)
      VALUES (\(uid), \(move.ply), \(move.mark.rawValue), \(move.cell)) ON CONFLICT DO NOTHING RETURNING ply
      """
    ).rows.count == 1
  }

  func upsertTape(_ tape: RaceTape, in uid: String) throws -> Bool {
    try client.run(
      """
      INSERT INTO \(unescaped: SharedSchema.versusRaceTapeTable) (race_uid, tape) VALUES (\(uid), \(ByteBuffer(bytes: tape.bytes)))
      ON CONFLICT (race_uid, player) DO UPDATE SET tape = excluded.tape RETURNING race_uid
      """
    ).rows.count == 1
  }

  /// Sends what waits, oldest first; what the server refuses now (the match moved on without it) is dropped, what it
  /// cannot be reached for stays. The matches and races sent to are read again.
  func sendPending() throws(SharedBoardError) {
    let waiting = takePending()
    guard !waiting.isEmpty else { return }
    var touched: Set<String> = []
    for (uid, moves) in waiting.moves {
      for (index, move) in moves.enumerated() {
        do {
          _ = try insertMove(move, in: uid)
        } catch where Self.isAway(error) {
          keepPending { $0.moves[uid, default: []].insert(contentsOf: moves[index...], at: 0) }
          throw error as! SharedBoardError
        } catch {}
      }
      touched.insert(uid)
    }
    for (uid, tape) in waiting.tapes {
      do {
        _ = try upsertTape(tape, in: uid)
      } catch where Self.isAway(error) {
        keepPending { if $0.tapes[uid] == nil { $0.tapes[uid] = tape } }
        throw error as! SharedBoardError
      } catch {}
      touched.insert(uid)
    }
    for uid in touched { try reread(uid) }
  }
}
#endif
