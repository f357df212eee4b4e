#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeShared
@testable import ArcadeStore

/// A shared board's rows are checked once per machine: their verdicts are kept in the local score file by server id,
/// and found again only for the same row's bytes.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedKeptVerdictTests {
  @Test func aRowsVerdictIsKeptLocallyAndTakenByTheNextRun() throws {
    let board = try TestServer.freshBoard()
    let logins = try MemberLogins(on: board, checksMoves: true)
    defer { logins.owner.close() }
    let ana = try logins.member("ana", checksMoves: true)
    let eve = try logins.member("eve", checksMoves: true)
    defer { ana.close(); eve.close() }
    #expect(try ana.push((11...12).map { SharedForgedRowTests.shared(PlayedRound.played(player: "ana", seed: UInt64($0))) }).sent == 2)
    var scored = PlayedRound.played(player: "eve", seed: 22)
    scored.score = 1_000
    #expect(try eve.push([SharedForgedRowTests.shared(scored, playerID: "p-eve")]).sent == 1)

    let folder = try TemporaryFolder()
    let path = folder.file("arcade.sqlite")
    let local = try ScoreStore.openCreating(at: path)
    ana.keepVerdicts(in: local)
    let read = try ana.boardRows(matching: SharedForgedRowTests.beginner)
    #expect(read.rounds.count == 2 && read.hidden.hidden == [.differs("score"): 1])
    let kept = try local.keptVerdictTexts()
    #expect(kept.count == 3 && kept.keys.allSatisfy { $0.hasPrefix("server:") })
    #expect(kept.values.sorted() == ["refused differs score", "verified", "verified"])

    // The next run (a new client and store on the same file) takes what is kept: a verdict made to say otherwise
    // for the same bytes is what it finds, so nothing was replayed.
    let first = try #require(read.rounds.first?.round)
    local.keep([try #require(VerdictKey(first)): .refused(.differs("time"))])
    let next = try logins.member("bo", checksMoves: true)
    defer { next.close() }
    next.keepVerdicts(in: try #require(try ScoreStore.open(at: path, create: false)))
    let again = try next.boardRows(matching: SharedForgedRowTests.beginner)
    #expect(again.rounds.map(\.uid) == Array(read.rounds.map(\.uid).dropFirst()))
    #expect(again.hidden.hidden == [.differs("score"): 1, .differs("time"): 1])
  }
}
#endif
