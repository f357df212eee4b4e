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

    /// The file's form: plain JSON, each value bounded again as it is read.
    private struct Saved: Codable {
      struct Move: Codable { var ply: Int, mark: String, cell: Int, ms: Int64 }
      struct Tape: Codable { var bytes: Data, ms: Int64 }
      var moves: [String: [Move]]
      var tapes: [String: Tape]
    }

    init() {}

    init?(saved data: Data) {
      guard let saved = try? JSONDecoder().decode(Saved.self, from: data) else { return nil }
      for (uid, moves) in saved.moves where uid.utf8.count <= VersusMatch.longestUID {
        self.moves[uid] = moves.compactMap { VersusMove(readingPly: $0.ply, mark: $0.mark, cell: $0.cell, milliseconds: $0.ms) }
      }
      for (uid, tape) in saved.tapes where uid.utf8.count <= VersusMatch.longestUID && tape.bytes.count <= VersusRace.longestTape {
        tapes[uid] = RaceTape(bytes: Array(tape.bytes), milliseconds: tape.ms)
      }
    }

    var saved: Data {
      let form = Saved(
        moves: moves.mapValues { $0.map { Saved.Move(ply: $0.ply, mark: $0.mark.rawValue, cell: $0.cell, ms: $0.milliseconds) } },
        tapes: tapes.mapValues { Saved.Tape(bytes: Data($0.bytes), ms: $0.milliseconds) })
      return (try? JSONEncoder().encode(form)) ?? Data()
    }
  }

  /// Takes what waits to be sent, leaving nothing (its file stays until what was sent is settled: `savePending`).
  func takePending() -> Pending {
    state.withLock { state in
      defer { state.pending = Pending() }
      return state.pending
    }
  }

  /// Changes what waits, and keeps it in its file.
  func keepPending(_ change: (inout Pending) -> Void) {
    state.withLock { change(&$0.pending) }
    savePending()
  }

  /// Writes what waits to its file (removed when nothing waits), so a move made while the server was away and the
  /// arcade then closed is sent by the next one.
  func savePending() {
    guard let pendingPath else { return }
    // Under the lock, copy and write alike: two saves crossing would leave the older in the file.
    state.withLock { state in
      guard !state.pending.isEmpty else { return unlinkPending(pendingPath) }
      try? state.pending.saved.write(to: URL(fileURLWithPath: pendingPath), options: .atomic)
    }
  }

  func unlinkPending(_ path: String) { _ = unlink(path) }

  /// What waits to be sent, shown on what was read: this side's moves after the match's own, its newest tapes.
  func showPending() {
    let player = client.url.user
    state.withLock { state in
      for (uid, moves) in state.pending.moves {
        guard var match = state.matches[uid] else { continue }
        match.moves += moves.filter { $0.ply >= match.moves.count }
        state.matches[uid] = match
      }
      for (uid, tape) in state.pending.tapes {
        guard state.races[uid] != nil else { continue }
        state.races[uid]?.tapes[player] = tape
      }
    }
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
      ON CONFLICT (race_uid, player) DO UPDATE SET tape = excluded.tape
      WHERE octet_length(excluded.tape) >= octet_length(\(unescaped: SharedSchema.versusRaceTapeTable).tape) RETURNING race_uid
      """
    ).rows.count == 1
  }

  /// Sends what waits, oldest first; what the server refuses now (the match moved on without it) is dropped, what it
  /// cannot be reached for stays. The matches and races sent to are read again.
  func sendPending() throws(SharedBoardError) {
    var waiting = takePending()
    guard !waiting.isEmpty else { return }
    // Whatever is sent, kept again or dropped below, the file says what still waits.
    defer { savePending() }
    var touched: Set<String> = []
    do throws(SharedBoardError) {
      for uid in waiting.moves.keys.sorted() {
        while let move = waiting.moves[uid]?.first {
          _ = try sentUnlessAway { try insertMove(move, in: uid) }
          waiting.moves[uid]?.removeFirst()
        }
        waiting.moves[uid] = nil
        touched.insert(uid)
      }
      for uid in waiting.tapes.keys.sorted() {
        if let tape = waiting.tapes[uid] { _ = try sentUnlessAway { try upsertTape(tape, in: uid) } }
        waiting.tapes[uid] = nil
        touched.insert(uid)
      }
    } catch {
      // The server went away again: everything not sent waits, behind what was made meanwhile.
      let unsent = waiting
      keepPending { pending in
        for (uid, moves) in unsent.moves { pending.moves[uid] = moves + (pending.moves[uid] ?? []) }
        for (uid, tape) in unsent.tapes where pending.tapes[uid] == nil { pending.tapes[uid] = tape }
      }
      throw error
    }
    for uid in touched { try reread(uid) }
  }

  /// Runs a write: a refusal (the match moved on without it) is only not done; a lost server is thrown.
  private func sentUnlessAway(_ write: () throws -> Bool) throws(SharedBoardError) -> Bool {
    do {
      return try write()
    } catch let error as SharedBoardError where Self.isAway(error) {
      throw error
    } catch {
      return false
    }
  }
}
#endif
