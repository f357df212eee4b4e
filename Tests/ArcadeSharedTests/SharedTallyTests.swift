#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeShared

/// Tally, the seventh game only tests know, on a real server through member logins with every move checked: its
/// honest rounds rank, a forged one is hidden and counted, and an arcade without it does not rank what it cannot
/// replay.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedTallyTests {
  static let bestScores = RoundSelection(game: TallyGame.id, outcomes: [.won], order: .scoreDescending, limit: 20)

  /// A won Tally round from the first seed at or after `seed` that wins.
  static func won(from seed: UInt64, player: String) throws -> PlayedRound {
    for next in seed..<(seed + 200) {
      var game = TallyGame(seed: next)
      var random = SeededGenerator(seed: next)
      var now = Instant.zero
      while !game.isOver {
        now = now.advanced(byMilliseconds: 600 + Int64(random.below(600)))
        game.apply(.add(1 + random.below(3)), at: now)
      }
      guard let finished = game.recordedRound, finished.outcome == .won else { continue }
      let start = Date().addingTimeInterval(-3_600)
      return finished.playedRound(player: player, startedAt: start, endedAt: start.addingTimeInterval(30))
    }
    throw TallyNotWon()
  }

  struct TallyNotWon: Error {}

  @Test func honestRoundsRankAndAForgedOneIsHidden() throws {
    let board = try TestServer.freshBoard()
    let logins = try MemberLogins(on: board, checksMoves: true, games: .withTally)
    defer { logins.owner.close() }
    let ana = try logins.member("ana", checksMoves: true)
    let eve = try logins.member("eve", checksMoves: true)
    defer { ana.close(); eve.close() }
    let honest = [try Self.won(from: 1, player: "ana"), try Self.won(from: 300, player: "ana")]
    #expect(try ana.push(honest.map { SharedRound(uid: UUID().uuidString, playerID: "p-ana", machine: "lab", round: $0) }).sent == 2)
    var forged = try Self.won(from: 600, player: "eve")
    forged.score = 9_999
    #expect(try eve.push([SharedRound(uid: UUID().uuidString, playerID: "p-eve", machine: "lab", round: forged)]).sent == 1)

    let read = try ana.boardRows(matching: Self.bestScores)
    #expect(read.rounds.map(\.round.player) == ["ana", "ana"])
    #expect(read.hidden.hidden == [.differs("score"): 1])
    // An arcade that does not know the game cannot replay its rounds: none ranks.
    let without = SharedBoardClient(url: board, checksMoves: true)
    defer { without.close() }
    #expect(try without.boardRows(matching: Self.bestScores).rounds.isEmpty)
  }
}
#endif
