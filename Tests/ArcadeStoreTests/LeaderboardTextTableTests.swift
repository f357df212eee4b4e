import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

@Suite("Leaderboards as text")
struct LeaderboardTextTableTests {
  func rows(_ players: [(String, Int)]) -> [RankedRound] {
    Leaderboard.mockScores.rows(from: players.map { PlayedRound.mock(player: $0.0, score: $0.1) }
      .sorted { $0.score! > $1.score! })
  }

  @Test func columnsAreFittedAndAligned() {
    var report = LeaderboardReport(board: .mockScores, rows: rows([("ada", 1200), ("grace", 95), ("linus", 95)]))
    report.gameTitle = "PathFinder"
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

  /// Every game's board carries its own Rank column: the table must not add a second one.
  @Test func aBoardsOwnRankColumnIsNotRepeated() {
    let rounds = [PlayedRound.mock(.minesweeper, player: "ada", duration: 61_500), .mock(.minesweeper, player: "bob", duration: 9_000)]
    let report = LeaderboardReport(board: .mockRanked, rows: Leaderboard.mockRanked.rows(from: rounds))
    #expect(
      LeaderboardTextTable.render(report) == """
        Minesweeper — Last five rounds
        Rank  Player  Time
        ----  ------  ----
           1  bob     0:09
           2  ada     1:01

        """)
  }

  /// `arcade scores --limit N`: the title must not promise five rounds and show twelve.
  @Test func aChangedLimitShowsInTheTitle() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    try store.save(contentsOf: (0..<8).map { PlayedRound.mock(.minesweeper, duration: Int64(1_000 * ($0 + 1))) })

    let standard = try store.report(for: .mockRanked)
    #expect(standard.rows.count == 5)
    #expect(LeaderboardTextTable.render(standard).hasPrefix("Minesweeper — Last five rounds\n"))
    let same = try store.report(for: .mockRanked, limit: 5)
    #expect(same.requestedLimit == nil && same.title == "Last five rounds")

    let more = try store.report(for: .mockRanked, limit: 7)
    #expect(more.rows.count == 7)
    #expect(more.board.selection.limit == 7)
    #expect(LeaderboardTextTable.render(more).hasPrefix("Minesweeper — Last five rounds (showing up to 7)\n"))
    let fewer = try store.report(for: .mockRanked, limit: 2)
    #expect(fewer.rows.count == 2)
    #expect(fewer.title == "Last five rounds (showing up to 2)")
  }

  /// `--limit` cuts the rows shown, not the rounds read: a player's standing counts every round (it read 3W 0L).
  @Test func aLimitOnStandingsCutsPlayersNotRounds() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    let board = TicTacToeLeaderboards.board(variant: .classic, opponent: .normal)
    let variant = try #require(board.selection.variant)
    var rounds: [PlayedRound] = []
    for index in 0..<30 {
      let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(index))
      let outcome: RoundOutcome = index % 3 == 0 ? .lost : .won
      rounds.append(PlayedRound(
        game: .tictactoe, player: index < 27 ? "ada" : "bo", startedAt: start, endedAt: start.addingTimeInterval(10),
        outcome: outcome, variant: variant))
    }
    try store.save(contentsOf: rounds)
    let report = try store.report(for: board, limit: 1)
    #expect(report.rows.count == 1)
    let standing = try #require(PlayerStanding(json: report.rows[0].round.details))
    #expect(standing.player == "ada" && standing.wins == 18 && standing.losses == 9)
  }
}
