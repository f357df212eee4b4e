import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// The play-test's flood: 5,000 lost TicTacToe rounds of another player removed all 105 real rounds from
/// Classic vs Easy, because standings read only the newest 5,000. Counted where the rows are, none is lost.
@Suite struct StandingsFloodTests {
  static let start = Date().addingTimeInterval(-86_400)

  /// 105 rounds of ana (every fifth lost, the last one too), then 5,000 newer lost rounds of `flood`.
  static func rounds(variant: String) -> [PlayedRound] {
    let ana = (0..<105).map { (index: Int) -> PlayedRound in
      let begun = start.addingTimeInterval(Double(index) * 60)
      let outcome: RoundOutcome = (index + 1) % 5 == 0 ? .lost : .won
      return PlayedRound(
        game: .tictactoe, player: "ana", startedAt: begun, endedAt: begun.addingTimeInterval(30), outcome: outcome,
        variant: variant)
    }
    let flood = (0..<5_000).map { (index: Int) -> PlayedRound in
      let begun = start.addingTimeInterval(7_000 + Double(index))
      return PlayedRound(
        game: .tictactoe, player: "flood", startedAt: begun, endedAt: begun.addingTimeInterval(1), outcome: .lost,
        variant: variant)
    }
    return ana + flood
  }

  static let ana = PlayerStanding(player: "ana", wins: 84, losses: 21, draws: 0, bestStreak: 4, currentStreak: 0)

  @Test func everyRoundOfAnaStillCountsInTheFile() throws {
    let board = TicTacToeLeaderboards.board(variant: .classic, opponent: .easy)
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    try store.save(contentsOf: Self.rounds(variant: try #require(board.selection.variant)))
    let report = try store.report(for: board)
    #expect(report.rows.map(\.round.player) == ["ana", "flood"])
    #expect(PlayerStanding(json: report.rows[0].round.details) == Self.ana)
    let flood = try #require(PlayerStanding(json: report.rows[1].round.details))
    #expect(flood.losses == 5_000 && flood.games == 5_000)
    // `--limit 1` shows one player, with every round of theirs counted.
    #expect(try store.report(for: board, limit: 1).rows.map { PlayerStanding(json: $0.round.details) } == [Self.ana])
  }
}
