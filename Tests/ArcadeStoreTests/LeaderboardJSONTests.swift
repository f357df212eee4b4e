import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

@Suite("Leaderboards as JSON")
struct LeaderboardJSONTests {
  func parse(_ json: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(json.utf8))
  }

  @Test func noBoardsIsAnEmptyArray() throws {
    #expect(try parse(LeaderboardJSON.encode([])) as? [Any] != nil)
    #expect(LeaderboardJSON.encode([]) == "[]\n")
  }

  @Test func boardsHaveGameTitleColumnsAndRankedRows() throws {
    let rounds = [PlayedRound.mock(player: "say \"hi\" \\ \u{1B}[2J", score: 9), .mock(player: "Zoë 🎮", score: 3)]
    let report = LeaderboardReport(board: .mockScores, rows: Leaderboard.mockScores.rows(from: rounds))
    let empty = LeaderboardReport(board: .mockScores, rows: [])
    let json = LeaderboardJSON.encode([report, empty])
    let boards = try #require(try parse(json) as? [[String: Any]])
    #expect(boards.count == 2)
    #expect(boards[0]["game"] as? String == "pathfinder")
    #expect(boards[0]["title"] as? String == "5x5 — highest score")
    #expect(boards[0]["columns"] as? [String] == ["Player", "Score"])
    let rows = try #require(boards[0]["rows"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows[0]["rank"] as? Int == 1)
    #expect(rows[0]["Player"] as? String == "say \"hi\" \\ ")
    #expect(rows[0]["Score"] as? String == "9")
    #expect(rows[1]["Player"] as? String == "Zoë 🎮")
    #expect((boards[1]["rows"] as? [Any])?.isEmpty == true)
  }

  @Test func controlCharactersAreEscaped() {
    #expect(LeaderboardJSON.quoted("a\u{1}b\n\t\"") == #""a\u0001b\n\t\"""#)
  }
}
