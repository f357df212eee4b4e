#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import Foundation
import Testing
@testable import ArcadeStore
@testable import arcade

/// `arcade scores` with a shared board: `--sync` says what it sent, then the boards come from the server.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedScoresCommandTests {
  @Test func syncSaysWhatWentAndTheBoardThenShowsIt() throws {
    let folder = try TemporaryFolder()
    let board = try TestServer.freshBoard()
    let password = try #require(board.password)
    let address = "postgres://\(board.user):\(password)@\(board.host):\(board.port)/\(board.database)"
    let path = folder.path + "/local.sqlite"
    // A real round: the board replays its moves before it shows it.
    try ScoreStore.openCreating(at: path).save(.played(player: "ana"), uid: UUID().uuidString)

    let sync = try ScoresCommand.parseAsRoot(["--db", address, "--local", path, "--sync"]) as! ScoresCommand
    let line = try sync.output(registry: .arcade())
    #expect(line == "Sent 1 round to \(board); 0 were already there.\n")
    #expect(!line.contains(password))
    #expect(try sync.output(registry: .arcade()) == "Sent 0 rounds to \(board); 0 were already there.\n")

    let boards = try ScoresCommand.parseAsRoot(["minesweeper", "--json", "--db", address, "--local", path]) as! ScoresCommand
    let json = try boards.output(registry: .arcade())
    #expect(json.contains("\"player\": \"ana\""), "\(json)")
    #expect(json.contains("\"hidden\": 0"), "\(json)")
    // Each shown row was replayed once, and its verdict kept in the local file by its server id.
    let kept = try #require(try ScoreStore.open(at: path, create: false)).keptVerdictTexts()
    #expect(kept.keys.contains { $0.hasPrefix("server:") }, "\(kept)")
  }
}
#endif
