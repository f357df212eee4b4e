import Foundation
import Testing
@testable import ArcadeCore

@Suite("TicTacToe boards and standings")
struct TicTacToeLeaderboardTests {
  static func round(_ player: String, _ outcome: RoundOutcome, minute: Int, id: Int64) -> PlayedRound {
    let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(minute) * 60)
    return PlayedRound(
      id: .local(id), game: .tictactoe, player: player, startedAt: start, endedAt: start + 30, outcome: outcome,
      variant: "classic-normal")
  }

  static let rounds: [PlayedRound] = [
    round("ada", .won, minute: 0, id: 1), round("ada", .won, minute: 1, id: 2), round("ada", .lost, minute: 2, id: 3),
    round("ada", .won, minute: 3, id: 4), round("bob", .draw, minute: 4, id: 5), round("bob", .won, minute: 5, id: 6),
    round("cy", .won, minute: 6, id: 7), round("cy", .lost, minute: 7, id: 8),
  ]

  @Test func standingsCountWinsLossesDrawsAndTheBestStreak() throws {
    let standings = PlayerStanding.standings(from: Self.rounds, streak: .wins).sorted { $0.player < $1.player }
    #expect(standings == [
      PlayerStanding(player: "ada", wins: 3, losses: 1, draws: 0, bestStreak: 2, currentStreak: 1),
      PlayerStanding(player: "bob", wins: 1, losses: 0, draws: 1, bestStreak: 1, currentStreak: 1),
      PlayerStanding(player: "cy", wins: 1, losses: 1, draws: 0, bestStreak: 1, currentStreak: 0),
    ])
    let unbeaten = PlayerStanding.standings(from: Self.rounds, streak: .unbeaten).first { $0.player == "bob" }
    #expect(unbeaten?.bestStreak == 2)
  }

  @Test func playersAreRankedByWinRateThenGamesNotLost() throws {
    let board = TicTacToeLeaderboards.board(variant: .classic, opponent: .normal)
    let rows = board.rows(from: Self.rounds)
    #expect(rows.map(\.round.player) == ["ada", "bob", "cy"])
    #expect(rows.map(\.rank) == [1, 2, 3])
    // Each row is the player's newest round, so a just-saved round finds its row by id.
    #expect(rows.map(\.round.id) == [4, 6, 8])
    let cells = board.columns.map { $0.value(rows[0]) }
    #expect(cells == ["1", "ada", "3", "1", "0", "75%", "2"])
  }

  @Test func equalRecordsShareAPlace() {
    let rows = RankedRound.standings(
      of: [Self.round("a", .won, minute: 0, id: 1), Self.round("b", .won, minute: 1, id: 2), Self.round("c", .lost, minute: 2, id: 3)],
      streak: .wins)
    #expect(rows.map(\.rank) == [1, 1, 3])
  }

  @Test func oneBoardPerVariantAndComputerOpponent() {
    let boards = TicTacToeLeaderboards.all
    #expect(boards.map(\.title) == [
      "Classic vs Easy", "Classic vs Normal", "Classic vs Perfect", "Ultimate vs Normal", "Ultimate vs Hard",
    ])
    #expect(boards.map(\.selection.variant) == ["classic-easy", "classic-normal", "classic-perfect", "ultimate-normal", "ultimate-hard"])
    #expect(boards[2].columns.last?.title == "Unbeaten run")
    #expect(TicTacToeLeaderboards.gameBoards.emptyHint.contains("draws are the best you can do"))
  }
}
