#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import PostgresNIO
import Testing

@testable import ArcadeShared

/// The server decides order: a row's id is the server's whatever the insert says, so "first" — of a copy, of a player
/// id, of a day's ranked attempt — is first received. Through member logins on a real server.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedServerOrderTests {
  static let beginner = SharedForgedRowTests.beginner

  /// Two member logins of a fresh board, each in the player role, for `body`.
  static func withMembers(
    _ first: String, _ second: String, _ body: (SharedBoardClient, SharedBoardClient) throws -> Void
  ) throws {
    let logins = try MemberLogins(on: TestServer.freshBoard(), checksMoves: true)
    defer { logins.owner.close() }
    let one = try logins.member(first, checksMoves: true)
    let two = try logins.member(second, checksMoves: true)
    defer { one.close(); two.close() }
    try body(one, two)
  }

  /// Copies `uid`'s row under another uid and player id, as `login`'s, with the id it chooses.
  static func copyRow(_ uid: String, as client: SharedBoardClient, id: Int, playerID: String) throws {
    let columns = "player, machine, game, started_at, ended_at, outcome, score, moves, duration_ms, variant, grid_size, seed, assisted, details, tape"
    var binds = PostgresBindings()
    binds.append(uid)
    binds.append(UUID().uuidString)
    binds.append(playerID)
    _ = try client.run(
      PostgresQuery(
        unsafeSQL: """
          INSERT INTO arcade_round (id, uid, player_id, \(columns)) OVERRIDING SYSTEM VALUE
          SELECT \(id), $2, $3, \(columns) FROM arcade_round WHERE uid = $1
          """, binds: binds))
  }

  @Test func aChosenIdHasNoEffectAndTheFirstReceivedStaysFirst() throws {
    try Self.withMembers("ana", "eve") { ana, eve in
      let original = SharedRound(uid: UUID().uuidString, playerID: "p-ana", machine: "lab", round: .played(player: "ana", seed: 31))
      #expect(try ana.push([original]).sent == 1)
      // Eve copies Ana's round under her own player id with id 1, and a round of her own under Ana's player id.
      try Self.copyRow(original.uid, as: eve, id: 1, playerID: "p-eve")
      let impostor = SharedRound(uid: UUID().uuidString, playerID: "p-ana", machine: "lab", round: .played(player: "ana", seed: 32))
      #expect(try eve.push([impostor]).sent == 1)
      try Self.copyRow(impostor.uid, as: eve, id: -7, playerID: "p-ana")

      let ids = try ana.run("SELECT id FROM arcade_round ORDER BY received_at, id").rows.map { try $0.decode(Int.self) }
      #expect(ids.count == 4 && !ids.contains(1) && !ids.contains(-7) && ids == ids.sorted(), "\(ids)")
      let read = try ana.boardRows(matching: Self.beginner)
      // Ana's round stands; the copies are copies and Ana's id stays Ana's, all hidden and counted (the copy of the
      // impostor's round is counted as a copy).
      #expect(read.rounds.map(\.uid) == [original.uid])
      #expect(read.hidden.hidden == [.copy: 2, .notTheirs: 1], "\(read.hidden.hidden)")
    }
  }

  /// Ana's round sent again by Eve with its times halved, and again with one time nudged: both would rank above it;
  /// both are its copies, hidden and counted.
  @Test func aCopyWithOtherTimesIsACopy() throws {
    try Self.withMembers("ana", "eve") { ana, eve in
      let original = PlayedRound.played(player: "ana", seed: 41)
      #expect(try ana.push([SharedRound(uid: UUID().uuidString, playerID: "p-ana", machine: "lab", round: original)]).sent == 1)
      let copies = [try original.retimed(by: 0.5, player: "eve"), try original.retimed(by: 1, nudge: -1, player: "eve")]
      #expect(try eve.push(copies.map { SharedRound(uid: UUID().uuidString, playerID: "p-eve", machine: "lab", round: $0) }).sent == 2)
      let read = try ana.boardRows(matching: Self.beginner)
      #expect(read.rounds.map(\.round.player) == ["ana"])
      #expect(read.hidden.hidden == [.copy: 2], "\(read.hidden.hidden)")
    }
  }

  /// A PriceGuess daily of today, answered a question each 1.5 s, right on `right` of them.
  static func daily(right: Int) throws -> PlayedRound {
    let day = DailyDate(containing: Date())
    let catalog = try #require(ContentLibrary(dataDirectory: repositoryDataDirectory).get(PriceGuessCatalogContent.self).catalog)
    var game = PriceGuessGame.daily(seed: DailyDeal.seed(for: .priceguess, on: day), catalog: catalog)
    var answered = 0
    while !game.status.isOver {
      answered += 1
      let answer = answered <= right ? game.question.answer : (game.question.answer + 1) % 4
      game.apply(.answer(answer), at: Instant(milliseconds: Int64(answered) * 1_500))
    }
    let finished = try #require(game.recordedRound)
    let end = Date().addingTimeInterval(-5)
    return finished.playedRound(
      in: .daily(DailyVariant(day: day)), player: "ana", startedAt: end.addingTimeInterval(-20), endedAt: end)
  }

  @Test func aLoginsSecondRankedDailyIsPracticeOnTheSharedBoard() throws {
    try Self.withMembers("ana", "bob") { ana, bob in
      let first = try Self.daily(right: 3)
      // A better attempt sent later under the same login and player id as the day's ranked one (a practice round
      // relabelled, say).
      let later = try Self.daily(right: 9)
      var bobs = try Self.daily(right: 5)
      bobs.player = "bob"
      #expect(try ana.push([first, later].map { SharedRound(uid: UUID().uuidString, playerID: "p-ana", machine: "m", round: $0) }).sent == 2)
      #expect(try bob.push([SharedRound(uid: UUID().uuidString, playerID: "p-bob", machine: "m", round: bobs)]).sent == 1)

      let ranking = try #require(GameDefinitions.arcade[.priceguess]?.daily?.ranking)
      let day = Leaderboard.daily(.priceguess, DailyVariant(day: DailyDate(containing: Date())), ranking: ranking)
      let read = try bob.boardRows(matching: day.selection)
      #expect(read.rounds.map(\.round.player).sorted() == ["ana", "bob"])
      #expect(read.rounds.first { $0.round.player == "ana" }?.round.score == first.score)
    }
  }
}
#endif
