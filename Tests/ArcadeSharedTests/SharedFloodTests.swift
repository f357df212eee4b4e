#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import PostgresNIO
import Testing

@testable import ArcadeShared

/// One member floods a board with rows that would stand first: each login's best rows are read, so the flood takes a
/// board's worth of every read and every other member's best rounds still show. Through member logins on a real server.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedFloodTests {
  /// `count` rows of `client`'s login on the Beginner board, each claiming a 1 ms win, with one byte for moves.
  static func flood(_ count: Int, as client: SharedBoardClient) throws {
    let ended = Int64(Date().timeIntervalSince1970 * 1000) - 60_000
    try client.run(
      PostgresQuery(
        unsafeSQL: """
          INSERT INTO arcade_round (uid, player_id, player, machine, game, started_at, ended_at, outcome, score, moves,
            duration_ms, variant, seed, details, tape)
          SELECT 'flood-' || i, 'p-eve-' || i, 'eve', 'm', 'minesweeper', \(ended - 1), \(ended), 'won', 1, 1, 1,
            'beginner', i, '{}', '\\x00'::bytea
          FROM generate_series(1, \(count)) AS i
          """),
      // A hundred thousand rows: on a busy machine longer than a statement's usual five seconds.
      timeout: 120)
  }

  @Test func aFloodOfOneLoginLeavesEveryOtherMembersBestRounds() throws {
    let logins = try MemberLogins(on: TestServer.freshBoard(), checksMoves: true)
    defer { logins.owner.close() }
    let ana = try logins.member("ana", checksMoves: true)
    let bob = try logins.member("bob", checksMoves: true)
    let eve = try logins.member("eve", checksMoves: true)
    defer { ana.close(); bob.close(); eve.close() }
    let honest = [(ana, "ana", 51...56), (bob, "bob", 61...66)].flatMap { client, name, seeds in
      seeds.map { (client, SharedRound(uid: UUID().uuidString, playerID: "p-\(name)", machine: "lab", round: .played(player: name, seed: UInt64($0)))) }
    }
    for (client, round) in honest { #expect(try client.push([round]).sent == 1) }
    try Self.flood(100_000, as: eve)

    let read = try bob.boardRows(matching: SharedForgedRowTests.beginner)
    // The board's ten: every honest round but two, whichever they are; no row of the flood.
    #expect(read.rounds.count == 10 && read.rounds.allSatisfy { $0.round.player != "eve" }, "\(read.rounds.map(\.round.player))")
    #expect(Set(read.rounds.map(\.uid)).isSubset(of: Set(honest.map(\.1.uid))))
    // The last read took eve's window only: a board's worth of her rows, hidden and counted.
    #expect(read.hidden.hiddenCount == 10, "\(read.hidden.hidden)")
  }

  /// A club on one login: its best rows hidden (forged times) leave room for its next ones, read by a wider window.
  @Test func oneLoginsHiddenRowsLeaveRoomForItsNextOnes() throws {
    let logins = try MemberLogins(on: TestServer.freshBoard(), checksMoves: true)
    defer { logins.owner.close() }
    let club = try logins.member("club", checksMoves: true)
    defer { club.close() }
    let real = (71...82).map { PlayedRound.played(player: "ana", seed: UInt64($0)) }
    let forged = (91...94).map { seed -> PlayedRound in
      var round = PlayedRound.played(player: "eve", seed: UInt64(seed))
      round.durationMilliseconds = 10
      return round
    }
    #expect(try club.push((real + forged).map { SharedRound(uid: UUID().uuidString, playerID: "p-\($0.player)", machine: "lab", round: $0) }).sent == 16)
    let read = try club.boardRows(matching: SharedForgedRowTests.beginner)
    #expect(read.rounds.count == 10 && read.rounds.allSatisfy { $0.round.player == "ana" }, "\(read.rounds.map(\.round.player))")
    #expect(read.hidden.hidden == [.differs("time"): 4], "\(read.hidden.hidden)")
  }
}
#endif
