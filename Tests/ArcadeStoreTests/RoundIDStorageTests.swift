import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// The ids the score file gives its rounds: its rows by their integer, its journal's lines by their uid.
@Suite struct RoundIDStorageTests {
  /// A waiting round's id comes from its line on disk alone, so every process that reads the journal (the next
  /// start, `arcade scores`) names it the same. It used to be -2^40 - hashValue(uid), seeded per process.
  @Test func aJournalRoundHasTheSameIDInEveryReadOfTheJournal() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let file = ScoreFile(path: path)
    #expect(file.markChecking())
    guard case .waiting = file.keep(.mock(player: "waiting")) else {
      Issue.record("the round did not wait in the journal")
      return
    }
    let line = try String(contentsOfFile: path + RoundJournal.suffix, encoding: .utf8)
    let uid = try #require(
      (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["uid"] as? String)
    #expect(file.waitingRounds.map(\.id) == [.journal(uid: uid)])
    #expect(ScoreFile(path: path).waitingRounds.map(\.id) == [.journal(uid: uid)], "a second reader of the journal")
    #expect(file.waitingRounds.map(\.id) == file.waitingRounds.map(\.id))
  }

  /// A row read back is its SQLite integer, as files written before ids had kinds store it.
  @Test func aSavedRoundIsItsRowID() throws {
    let folder = try TemporaryFolder()
    let file = ScoreFile(path: folder.file())
    file.checkForWriting()
    guard case .saved(let row) = file.keep(.mock) else {
      Issue.record("the round was not saved")
      return
    }
    let back = try file.rounds(matching: RoundSelection(game: PlayedRound.mock.game, order: .newestFirst, limit: 5))
    #expect(back.map(\.id) == [.local(row)])
  }

  /// `scores --json`: a file's row is a number, as before; a journal's, a session's and a server's row are null,
  /// and a server's row says its server id beside.
  @Test func theJSONIDIsANumberOnlyForAFilesRow() throws {
    let ids: [RoundID] = [.local(3), .journal(uid: "u"), .session(1), .server(8)]
    let rounds = ids.enumerated().map { index, id in
      var round = PlayedRound.mock(player: "p\(index)", score: 10 - index)
      round.id = id
      return round
    }
    let json = LeaderboardJSON.encode([LeaderboardReport(board: .mockScores, rows: Leaderboard.mockScores.rows(from: rounds))])
    let boards = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let rows = try #require(boards.first?["rows"] as? [[String: Any]])
    #expect(rows.map { $0["player"] as? String } == ["p0", "p1", "p2", "p3"])
    #expect(rows[0]["id"] as? Int == 3)
    for row in rows.dropFirst() { #expect(row["id"] is NSNull, "\(row)") }
    #expect(rows[3]["serverId"] as? Int == 8)
    #expect(rows.prefix(3).allSatisfy { $0["serverId"] == nil })
  }
}
