#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

extension SharedBoardClient {
  /// The rounds among `rounds` that copy an earlier row with its times nudged or scaled (`RoundPlay.isCopy(of:)`; the
  /// server finds only the same bytes): one query for the earlier rows of their seeds, compared here. Empty when the
  /// server cannot say (a copy then stands as before, until the next read).
  func copiedWithOtherTimes(among rounds: [SharedRound]) -> Set<RoundID> {
    let asked = rounds.filter {
      $0.refusal == nil && $0.round.seed != nil && ($0.round.tape?.count ?? .max) <= Self.copyTapeBytes
    }
    guard let last = asked.compactMap({ $0.round.id?.serverRow }).max() else { return [] }
    var binds = PostgresBindings()
    binds.append(asked.map(\.round.game.rawValue))
    binds.append(asked.map { Int64(bitPattern: $0.round.seed ?? 0) })
    binds.append(asked.map { $0.round.tape?.count ?? 0 })
    binds.append(last)
    // Rows written by strangers: only tapes of about the asked one's length (a copy's moves are the same, its times a
    // few bytes apart), and no more than `copyReadBytes` in all, however many rows one seed has.
    let sql = """
      SELECT id, game, seed, tape FROM (
        SELECT o.id, o.game, o.seed, o.tape, sum(octet_length(o.tape)) OVER (ORDER BY o.id) AS read
        FROM \(SharedSchema.roundsTable) o
        JOIN unnest($1::text[], $2::bigint[], $3::bigint[]) AS u(game, seed, bytes) ON o.game = u.game AND o.seed = u.seed
        WHERE o.tape IS NOT NULL AND o.id < $4
          AND octet_length(o.tape) BETWEEN u.bytes * 3 / 4 AND u.bytes * 5 / 4 + 16
        ORDER BY o.id LIMIT \(Self.copyCandidates)
      ) c WHERE read <= \(Self.copyReadBytes) ORDER BY id
      """
    guard let rows = try? run(PostgresQuery(unsafeSQL: sql, binds: binds)).rows else { return [] }
    var earlier: [String: [(id: Int64, play: RoundPlay)]] = [:]
    for row in rows {
      guard let (id, game, seed, tape) = try? row.decode((Int64, String, Int64, ByteBuffer).self),
        let play = checker.verifier.games[GameID(game)]?.play(of: Array(tape.readableBytesView))
      else { continue }
      earlier["\(game) \(seed)", default: []].append((id, play))
    }
    var copies: Set<RoundID> = []
    for shared in asked {
      let round = shared.round
      guard let id = round.id, let row = id.serverRow, let tape = round.tape,
        let play = checker.verifier.games[round.game]?.play(of: Array(tape))
      else { continue }
      let key = "\(round.game.rawValue) \(Int64(bitPattern: round.seed ?? 0))"
      if (earlier[key] ?? []).contains(where: { $0.id < row && play.isCopy(of: $0.play) }) { copies.insert(id) }
    }
    return copies
  }

  /// The most earlier rows one board read compares with (a day's dailies share a seed).
  static let copyCandidates = 2_000
  /// The longest tape compared: far over any round a person plays (an Expert win is about 1.5 KB).
  static let copyTapeBytes = 65_536
  /// The most tape bytes one board read fetches to compare.
  static let copyReadBytes = 4_194_304
}
#endif
