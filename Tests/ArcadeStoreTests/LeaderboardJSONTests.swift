import ArcadeTestSupport
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
    #expect(boards[0]["limit"] as? Int == 10)
    #expect(boards[0]["columns"] as? [String] == ["Player", "Score"])
    let rows = try #require(boards[0]["rows"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows[0]["rank"] as? Int == 1)
    #expect(rows[0]["player"] as? String == "say \"hi\" \\ ")
    #expect(rows[0]["figure"] as? Int == 9)
    let columns = try #require(rows[0]["columns"] as? [String: String])
    #expect(columns == ["Player": "say \"hi\" \\ ", "Score": "9"])
    #expect(rows[1]["player"] as? String == "Zoë 🎮")
    #expect(Set(rows[1].keys) == ["rank", "id", "player", "figure", "columns"])
    #expect((boards[1]["rows"] as? [Any])?.isEmpty == true)
  }

  /// The board's own Rank column is not repeated: `rank` is the number, once.
  @Test func rankAppearsOnceAsANumber() throws {
    let rounds = [PlayedRound.mock(.minesweeper, player: "ada", duration: 61_500), .mock(.minesweeper, player: "bob", duration: nil)]
    let report = LeaderboardReport(board: .mockRanked, rows: Leaderboard.mockRanked.rows(from: rounds))
    let json = LeaderboardJSON.encode([report])
    let board = try #require((try parse(json) as? [[String: Any]])?.first)
    #expect(board["columns"] as? [String] == ["Player", "Time"])
    let rows = try #require(board["rows"] as? [[String: Any]])
    #expect(rows.map { $0["rank"] as? Int } == [1, 2])
    #expect(rows[0]["figure"] as? Int == 61_500)
    #expect(rows[1]["figure"] is NSNull, "a round without the figure has null, not a string")
    #expect(rows[0]["columns"] as? [String: String] == ["Player": "ada", "Time": "1:01"])
    #expect(!json.contains("\"Rank\""))
    // Columns keep the board's order in the text, though JSON objects are unordered.
    #expect(json.contains(#""columns": {"Player": "ada", "Time": "1:01"}"#))
  }

  @Test func figuresAreJSONNumbers() throws {
    #expect(LeaderboardJSON.number(nil) == "null")
    #expect(LeaderboardJSON.number(.nan) == "null")
    #expect(LeaderboardJSON.number(.infinity) == "null")
    #expect(LeaderboardJSON.number(61_500) == "61500")
    #expect(LeaderboardJSON.number(-3) == "-3")
    for value in [12.5, 0.00001, 1e300, 2.0 / 3.0] {
      let parsed = try parse("[\(LeaderboardJSON.number(value))]") as? [Double]
      #expect(parsed == [value])
    }
  }

  @Test func aChangedLimitIsInTheTitleAndTheLimit() throws {
    var board = Leaderboard.mockRanked
    board.selection.limit = 12
    let json = LeaderboardJSON.encode([LeaderboardReport(board: board, rows: [], requestedLimit: 12)])
    let parsed = try #require((try parse(json) as? [[String: Any]])?.first)
    #expect(parsed["title"] as? String == "Last five rounds (showing up to 12)")
    #expect(parsed["limit"] as? Int == 12)
  }

  @Test func controlCharactersAreEscaped() {
    #expect(LeaderboardJSON.quoted("a\u{1}b\n\t\"") == #""a\u0001b\n\t\"""#)
  }
}
