#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

/// Reading live matches off the shared board: each row bounded as any stranger's (`VersusMatch(readingUID:…)`), and
/// the server's times moved to this machine's clock by `offset` (the server's clock less this one's), so clocks
/// read right on a machine whose clock is off.
enum SharedVersusRows {
  static let matchColumns = "uid, variant, x, o, invited, created_at, resigned, clock, taken_ms"

  /// The newest `limit` matches (or the one named) with their moves, in two queries.
  static func read(_ client: SharedBoardClient, uid: String? = nil, limit: Int, offset: Int64) throws(SharedBoardError) -> [VersusMatch] {
    let matches = try client.lobbyRows(matchColumns, from: SharedSchema.versusMatchTable, uid: uid, limit: limit).rows
      .compactMap { match($0, offset: offset) }
    let taken = matches.filter { !$0.isOpen }.map(\.uid)
    guard !taken.isEmpty else { return matches }
    let moveRows = try client.run(
      """
      SELECT match_uid, ply, mark, cell, ms FROM \(unescaped: SharedSchema.versusMoveTable)
      WHERE match_uid = ANY(\(taken)) AND ply BETWEEN 0 AND \(VersusMatch.movesRead - 1) ORDER BY match_uid, ply
      """
    ).rows
    var moves: [String: [VersusMove]] = [:]
    for row in moveRows {
      guard let (uid, ply, mark, cell, ms) = try? row.decode((String, Int?, String?, Int?, Int64?).self),
        let move = VersusMove(readingPly: ply, mark: mark, cell: cell, milliseconds: ms)
      else { continue }
      moves[uid, default: []].append(move)
    }
    return matches.map { match in
      var read = match
      read.moves = moves[match.uid] ?? []
      return read
    }
  }

  private static func match(_ row: PostgresRow, offset: Int64) -> VersusMatch? {
    typealias Columns = (String?, String?, String?, String?, String?, Int64?, String?, Int?, Int64?)
    guard let (uid, variant, x, o, invited, created, resigned, clock, taken) = try? row.decode(Columns.self) else { return nil }
    return VersusMatch(
      readingUID: uid, variant: variant, x: x, o: o, invited: invited, createdMilliseconds: created.map { $0.subtractingReportingOverflow(offset) }.flatMap { $0.overflow ? nil : $0.partialValue },
      resigned: resigned, clock: clock, takenMilliseconds: taken)
  }
}
#endif
