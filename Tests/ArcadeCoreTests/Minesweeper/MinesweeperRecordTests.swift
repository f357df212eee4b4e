import Foundation
import Testing
@testable import ArcadeCore

@Suite("Minesweeper records and leaderboards")
struct MinesweeperRecordTests {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  static func wonGame(seed: UInt64, seconds: Int64, hint: Bool = false) -> MinesweeperGame {
    var game = MinesweeperGame.started(.beginner, seed: seed)
    if hint { _ = game.hint() }
    let board = game.minefield!
    for position in game.allPositions where !board.isMine(position) && game.marks[position] != .revealed {
      _ = game.reveal(position, at: Instant(milliseconds: seconds * 1000))
    }
    return game
  }

  @Test func wonGameMakesARound() throws {
    let game = Self.wonGame(seed: 9, seconds: 20)
    let round = try #require(game.finishedRound?.playedRound(player: "ada", startedAt: Self.start, endedAt: Self.start + 20))
    #expect(round.game == .minesweeper)
    #expect(round.outcome == .won)
    #expect(round.variant == "beginner")
    #expect(round.gridSize == 81)
    #expect(round.seed == 9)
    #expect(round.durationMilliseconds == 20_000)
    #expect(round.assistance.isEmpty)
    #expect(round.moves == game.clicks)
    let details = try #require(MinesweeperRoundDetails(json: round.details))
    #expect(details.threeBV == game.threeBV)
    #expect(details.hints == 0)
    #expect(details.noGuess)
    #expect([details.rows, details.cols, details.mines] == [Int](arrayLiteral: 9, 9, 10))
    #expect(abs(details.threeBVPerSecond! - Double(details.threeBV) / 20) < 0.001)
    #expect(round.details.contains("\"threeBVPerSecond\""))
  }

  @Test func unfinishedGamesMakeNoRoundAndHintsMarkAssisted() throws {
    let playing = MinesweeperGame.started(.beginner, seed: 1)
    #expect(playing.finishedRound?.playedRound(player: "ada", startedAt: Self.start, endedAt: Self.start) == nil)
    let helped = Self.wonGame(seed: 3, seconds: 30, hint: true)
    let round = try #require(helped.finishedRound?.playedRound(player: "bo", startedAt: Self.start, endedAt: Self.start + 30))
    #expect(round.assistance == .help)
    #expect(MinesweeperRoundDetails(json: round.details)?.hints == 1)
  }

  @Test func leaderboardRanksFastestWinsPerPreset() throws {
    let board = MinesweeperLeaderboards.board(for: .expert)
    #expect(board.selection.variant == "expert")
    #expect(board.selection.outcomes == [.won])
    #expect(board.selection.unassistedOnly)
    #expect(board.selection.order == .durationAscending)
    #expect(board.selection.limit == 10)
    #expect(board.columns.map(\.title) == ["Rank", "Player", "Time", "3BV", "3BV/s"])
    #expect(MinesweeperLeaderboards.all.map(\.selection.variant) == ["classic", "beginner", "intermediate", "expert"])

    let rounds = [(UInt64(1), Int64(40)), (2, 25), (3, 40), (4, 90)].map { seed, seconds in
      Self.wonGame(seed: seed, seconds: seconds).finishedRound!.playedRound(player: "p\(seed)", startedAt: Self.start, endedAt: Self.start)
    }
    let rows = MinesweeperLeaderboards.board(for: .beginner).rows(from: rounds)
    #expect(rows.map(\.rank) == [1, 2, 2, 4])
    #expect(rows.map(\.round.player) == ["p2", "p1", "p3", "p4"])
    let cells = board.columns.map { $0.value(rows[0]) }
    #expect(cells[0] == "1")
    #expect(cells[1] == "p2")
    #expect(cells[2] == "25.00")
    let details = MinesweeperRoundDetails(json: rows[0].round.details)!
    #expect(cells[3] == "\(details.threeBV)")
    #expect(cells[4] == formatHundredths(Double(details.threeBV) / 25))
  }

  @Test func hundredthsFormatting() {
    #expect(formatHundredths(2.345) == "2.35" || formatHundredths(2.345) == "2.34")
    #expect(formatHundredths(0.05) == "0.05")
    #expect(formatHundredths(12) == "12.00")
  }
}
