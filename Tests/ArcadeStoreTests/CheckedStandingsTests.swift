import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// This machine's standings count only rounds that verify: forged wins and a pasted copy count for nothing, and are
/// counted as hidden; a round from before moves were kept still counts, as on every board.
@Suite struct CheckedStandingsTests {
  @Test func forgedWinsAndCopiesCountForNothing() throws {
    let folder = try TemporaryFolder()
    let store = try ScoreStore.openCreating(at: folder.file("arcade.sqlite"))
    let real = (1...6).map { PlayedRound.ticTacToe(player: "ana", seed: UInt64($0), endedAfter: Double($0) * 60) }
    var pasted = real[0]
    pasted.player = "eve"
    let forged = (11...15).map { PlayedRound.ticTacToe(player: "eve", seed: UInt64($0)).forgedWin() }
    var old = real[1]
    old.player = "bo"
    old.tape = nil
    for round in real + forged + [pasted, old] { try store.save(round, uid: UUID().uuidString) }

    let board = TicTacToeLeaderboards.board(variant: .classic, opponent: .normal)
    let checked = try store.checkedRounds(matching: board.selection)
    let standings = checked.shown.compactMap { PlayerStanding(json: $0.details) }
    #expect(standings.map(\.player).sorted() == ["ana", "bo"], "\(standings)")
    #expect(standings.first { $0.player == "ana" }?.games == 6)
    #expect(checked.hiddenCount == 6 && checked.hidden[.copy] == 1, "\(checked.hidden)")
    // Read again: the same, from the verdicts kept.
    #expect(try store.checkedRounds(matching: board.selection) == checked)
  }
}
