#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import PostgresNIO
import Testing

@testable import ArcadeShared

/// Rounds forged on a real server with a player role's grants (a login per member, in the player role): the
/// server refuses a round without moves, and every board hides and counts one whose moves do not give it.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedForgedRowTests {
  /// Beginner Minesweeper, fastest first: where the forged wins would stand first.
  static let beginner = RoundSelection(
    game: .minesweeper, variant: "beginner", outcomes: [.won], unassistedOnly: true, order: .durationAscending, limit: 10)

  static func shared(_ round: PlayedRound, playerID: String = "p-ana") -> SharedRound {
    SharedRound(uid: UUID().uuidString, playerID: playerID, machine: "lab", round: round)
  }

  @Test func forgedRoundsAreRefusedOrHiddenAndCounted() throws {
    let board = try TestServer.freshBoard()
    let logins = try MemberLogins(on: board, checksMoves: true)
    let owner = logins.owner
    defer { owner.close() }
    let suffix = logins.suffix
    let ana = try logins.member("ana", checksMoves: true)
    let eve = try logins.member("eve", checksMoves: true)
    defer { ana.close(); eve.close() }

    // Ana's real rounds, with their moves.
    let real = (11...13).map { PlayedRound.played(player: "ana", seed: UInt64($0)) }
    #expect(try ana.push(real.map { Self.shared($0) }).sent == 3)

    // A 0.01 s win with no moves: the server itself refuses it.
    var instant = PlayedRound.played(player: "eve", seed: 20)
    instant.durationMilliseconds = 10
    instant.tape = nil
    #expect(throws: SharedBoardError.self) { try eve.push([Self.shared(instant, playerID: "p-eve")]) }
    // The same with moves that do not give it: taken by the server, hidden by every board.
    instant.tape = PlayedRound.played(seed: 20).tape
    // A win claimed from moves that stop before the end (one reveal, then nothing).
    var stopped = PlayedRound.played(player: "eve", seed: 21)
    stopped.tape = try #require(RoundTape<MinesweeperGame>(of: Self.oneReveal(seed: 21)).map { Data($0.bytes) })
    // A better score than the moves give.
    var scored = PlayedRound.played(player: "eve", seed: 22)
    scored.score = 1_000
    // Ana's round pasted under Eve's name: a copy.
    var pasted = real[0]
    pasted.player = "eve"
    // Ana's round under Ana's player id, sent by Eve's login.
    let impostor = Self.shared(PlayedRound.played(player: "ana", seed: 23), playerID: "p-ana")
    #expect(try eve.push([instant, stopped, scored, pasted].map { Self.shared($0, playerID: "p-eve") } + [impostor]).sent == 5)

    let read = try ana.boardRows(matching: Self.beginner)
    #expect(Set(read.rounds.map(\.uid)).count == 3)
    #expect(read.rounds.allSatisfy { $0.round.player == "ana" && $0.login == "ana_\(suffix)" })
    #expect(
      read.hidden.hidden == [
        .differs("time"): 1, .differs("score"): 1, .unfinished: 1, .copy: 1, .notTheirs: 1,
      ], "\(read.hidden.hidden)")
    #expect(read.hidden.note?.hasPrefix("5 rounds hidden") == true)
    // The score board sees the forged score too.
    var byScore = Self.beginner
    byScore.order = .scoreDescending
    let scoredRead = try owner.boardRows(matching: byScore)
    #expect(scoredRead.hidden.hidden[.differs("score")] == 1, "\(scoredRead.hidden.hidden)")
    #expect(!scoredRead.rounds.contains { $0.round.player == "eve" })
  }

  /// A Beginner game with one reveal only: dealt, not finished.
  static func oneReveal(seed: UInt64) -> MinesweeperGame {
    var game = MinesweeperGame(configuration: .beginner, seed: seed)
    game.apply(.reveal(Position(row: 4, column: 4)), at: Instant(milliseconds: 5_000))
    return game
  }
}
#endif
