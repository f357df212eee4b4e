import ArcadeCore
import Testing

@testable import ArcadeStore

@Suite("Leaderboards as text")
struct LeaderboardTextTableTests {
  func rows(_ players: [(String, Int)]) -> [RankedRound] {
    Leaderboard.mockScores.rows(from: players.map { PlayedRound.mock(player: $0.0, score: $0.1) }
      .sorted { $0.score! > $1.score! })
  }

  @Test func columnsAreFittedAndAligned() {
    let report = LeaderboardReport(board: .mockScores, rows: rows([("ada", 1200), ("grace", 95), ("linus", 95)]))
    #expect(
      LeaderboardTextTable.render(report) == """
        PathFinder — 5x5 — highest score
        #  Player  Score
        -  ------  -----
        1  ada      1200
        2  grace      95
        2  linus      95

        """)
  }

  @Test func namesAreShownSanitized() {
    let report = LeaderboardReport(board: .mockScores, rows: rows([("\u{1B}[31mev\u{7}il\u{1B}]0;pwn\u{7}", 3)]))
    let text = LeaderboardTextTable.render(report)
    #expect(text.contains("1  evil"))
    #expect(!text.contains("\u{1B}") && !text.contains("\u{7}"))
  }

  @Test func wideCharactersTakeTwoColumns() {
    let report = LeaderboardReport(board: .mockScores, rows: rows([("日本", 5), ("ab", 4)]))
    let lines = LeaderboardTextTable.render(report).split(separator: "\n")
    #expect(lines[3] == "1  日本        5")
    #expect(lines[4] == "2  ab          4")
  }

  @Test func emptyBoardSaysSo() {
    let text = LeaderboardTextTable.render(LeaderboardReport(board: .mockScores, rows: []))
    #expect(text.hasSuffix(LeaderboardTextTable.emptyLine + "\n"))
  }

  @Test func severalBoardsAreSeparatedByABlankLine() {
    let one = LeaderboardReport(board: .mockScores, rows: [])
    #expect(LeaderboardTextTable.render([one, one]).components(separatedBy: "\n\n").count == 2)
  }
}
