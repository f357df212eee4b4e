#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeShared

/// Standings count only rounds that verify: forged wins of one member, whatever their number, count for nothing
/// and are counted as hidden. Through member logins on a real server.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedStandingsTests {
  static let board = TicTacToeLeaderboards.board(variant: .classic, opponent: .normal)

  @Test func forgedWinsCountForNothingOnTheStandings() throws {
    try SharedServerOrderTests.withMembers("ana", "eve") { ana, eve in
      let real = (1...8).map { PlayedRound.ticTacToe(player: "ana", seed: UInt64($0), endedAfter: Double($0) * 60) }
      #expect(try ana.push(real.map { SharedRound(uid: UUID().uuidString, playerID: "p-ana", machine: "lab", round: $0) }).sent == 8)
      // Six wins claimed over garbage moves, and a real round of Ana's pasted as Eve's.
      let forged = (11...16).map { PlayedRound.ticTacToe(player: "eve", seed: UInt64($0)).forgedWin() }
      var pasted = real[0]
      pasted.player = "eve"
      // And one whose moves run to 5 KB, longer than any TicTacToe game's: not even read, and counted as skipped.
      var long = PlayedRound.ticTacToe(player: "eve", seed: 17).forgedWin()
      long.tape = (long.tape ?? Data()) + Data(repeating: 0, count: 5_000)
      let eves = (forged + [pasted, long]).map { SharedRound(uid: UUID().uuidString, playerID: "p-eve", machine: "lab", round: $0) }
      #expect(try eve.push(eves).sent == 8)

      let read = try eve.boardRows(matching: Self.board.selection)
      let standings = read.rounds.compactMap { PlayerStanding(json: $0.round.details) }
      let anas = PlayerStanding.standings(from: real, streak: .unbeaten)
      #expect(standings.map(\.player) == ["ana"], "\(standings)")
      #expect(standings.first?.games == 8 && standings.first?.wins == anas.first?.wins)
      #expect(read.hidden.hiddenCount == 7 && read.hidden.hidden[.copy] == 1, "\(read.hidden.hidden)")
      #expect(read.skipped == 1)
    }
  }
}
#endif
