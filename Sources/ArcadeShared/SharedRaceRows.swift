#if SharedBoard
import ArcadeCore
import Foundation
import PostgresNIO

/// Reading live races off the shared board: each row bounded as any stranger's (`VersusRace(readingUID:…)`), only the
/// race's two sides' tapes kept, no tape longer than an arcade writes fetched, and the server's times moved to this
/// machine's clock by `offset`.
enum SharedRaceRows {
  static let raceColumns = "uid, game, CASE WHEN octet_length(opening) <= \(VersusRace.longestOpening) THEN opening END, poster, taker, created_at, taken_ms"

  /// The newest `limit` races (or the one named) with their tapes, in two queries.
  static func read(_ client: SharedBoardClient, uid: String? = nil, limit: Int, offset: Int64) throws(SharedBoardError) -> [VersusRace] {
    let races = try client.lobbyRows(raceColumns, from: SharedSchema.versusRaceTable, uid: uid, limit: limit).rows
      .compactMap { race($0, offset: offset) }
    let taken = races.filter { !$0.isOpen }.map(\.uid)
    guard !taken.isEmpty else { return races }
    let tapeRows = try client.run(
      """
      SELECT race_uid, player, tape, ms FROM \(unescaped: SharedSchema.versusRaceTapeTable)
      WHERE race_uid = ANY(\(taken)) AND octet_length(tape) <= \(VersusRace.longestTape)
      """
    ).rows
    var tapes: [String: [String: RaceTape]] = [:]
    for row in tapeRows {
      guard let (uid, player, tape, ms) = try? row.decode((String, String, ByteBuffer, Int64).self), VersusRace.times.contains(ms) else { continue }
      tapes[uid, default: [:]][player] = RaceTape(bytes: Array(buffer: tape), milliseconds: ms)
    }
    return races.map { race in
      var read = race
      read.tapes = (tapes[race.uid] ?? [:]).filter { $0.key == race.poster || $0.key == race.taker }
      return read
    }
  }

  private static func race(_ row: PostgresRow, offset: Int64) -> VersusRace? {
    typealias Columns = (String?, String?, ByteBuffer?, String?, String?, Int64?, Int64?)
    guard let (uid, game, opening, poster, taker, created, taken) = try? row.decode(Columns.self) else { return nil }
    let shifted = created.map { $0.subtractingReportingOverflow(offset) }.flatMap { $0.overflow ? nil : $0.partialValue }
    return VersusRace(
      readingUID: uid, game: game, opening: opening.map { Array(buffer: $0) }, poster: poster, taker: taker, createdMilliseconds: shifted,
      takenMilliseconds: taken)
  }
}
#endif
