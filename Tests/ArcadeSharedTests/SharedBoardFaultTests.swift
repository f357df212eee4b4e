#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import Foundation
import Testing

@testable import ArcadeShared

/// A server that goes away, comes back, refuses the login or never answers: nothing lost, nothing doubled,
/// one clear line, and the password never in it.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedBoardFaultTests {
  @Test(.enabled(if: ThrowawayServer.available, "needs scripts/postgres-cluster.sh (ARCADE_TEST_POSTGRES_SCRIPT)"))
  func roundsPlayedWhileTheServerIsDownAreSentOnceItIsBack() throws {
    let server = try ThrowawayServer()
    let board = try TestServer.freshBoard(on: server.admin)
    let folder = try TemporaryFolder()
    let store = try localFile(at: folder.file(), rounds: 2)
    let sync = SharedBoardSync(client: SharedBoardClient(url: board, checksMoves: false), localPath: folder.file())
    #expect(sync.push().sent == 2)

    try server.stop()
    try store.save(.mock(player: "ada", score: 99, seconds: 3).withPlaceholderTape, uid: UUID().uuidString)
    let failed = sync.push()
    #expect(failed.sent == 0)
    #expect(failed.waiting == 1)
    guard case .unreachable? = failed.problem else {
      Issue.record("expected the server to be unreachable, got \(String(describing: failed.problem))")
      return
    }
    #expect(!failed.summary(board: board).contains(board.password ?? "-"))

    try server.start()
    #expect(sync.push() == SyncReport(sent: 1))
    #expect(try sync.client.roundCount() == 3)
  }

  @Test(.enabled(if: ThrowawayServer.available, "needs scripts/postgres-cluster.sh (ARCADE_TEST_POSTGRES_SCRIPT)"))
  func aServerRestartedBetweenRoundsTakesTheNextOnesWithoutDoubles() throws {
    let server = try ThrowawayServer()
    let board = try TestServer.freshBoard(on: server.admin)
    let folder = try TemporaryFolder()
    let store = try localFile(at: folder.file(), rounds: 1)
    let sync = SharedBoardSync(client: SharedBoardClient(url: board, checksMoves: false), localPath: folder.file())
    #expect(sync.push().sent == 1)
    try server.stop()
    try server.start()
    try store.save(.mock(player: "ada", score: 7, seconds: 2).withPlaceholderTape, uid: UUID().uuidString)
    // The old connection died with the server: the push finds that out and connects anew.
    #expect(sync.push() == SyncReport(sent: 1))
    #expect(try sync.client.roundCount() == 2)
  }

  @Test func aWrongPasswordIsOneLineWithoutThePassword() throws {
    var board = try TestServer.admin
    board.password = "not-the-password-\(UUID().uuidString)"
    let client = SharedBoardClient(url: board, checksMoves: false)
    do {
      _ = try client.roundCount()
      Issue.record("a wrong password was accepted")
    } catch {
      guard case .refused(let line) = error else { Issue.record("\(error)"); return }
      #expect(line.contains("password authentication failed"))
      #expect(!line.contains(board.password ?? ""))
      #expect(!line.contains(try TestServer.admin.password ?? "-"))
      #expect(!line.contains("\n"))
    }
  }

  @Test func anUnknownDatabaseIsNamed() throws {
    var board = try TestServer.admin
    board.database = "no_such_board"
    do {
      _ = try SharedBoardClient(url: board, checksMoves: false).roundCount()
      Issue.record("an unknown database was accepted")
    } catch {
      guard case .refused(let line) = error else { Issue.record("\(error)"); return }
      #expect(line.contains("no_such_board"))
      #expect(line.contains("does not exist"))
    }
  }

  @Test func nothingListeningIsUnreachable() throws {
    // A port that was just listening and is closed now: it refuses connections.
    let port = try { try SilentServer().port }()
    let board = try SharedBoardURL(parsing: "postgres://ana:secret@127.0.0.1:\(port)/club", environment: [:])
    do {
      _ = try SharedBoardClient(url: board, checksMoves: false).roundCount()
      Issue.record("connected to a closed port")
    } catch {
      guard case .unreachable(let line) = error else { Issue.record("\(error)"); return }
      #expect(line.contains("127.0.0.1:\(port)"))
      #expect(!line.contains("secret"))
    }
  }

  @Test func aServerThatNeverAnswersTimesOut() throws {
    let silent = try SilentServer()
    let board = try SharedBoardURL(parsing: "postgres://ana:secret@127.0.0.1:\(silent.port)/club", environment: [:])
    let client = SharedBoardClient(url: board, connectTimeout: 0.3, queryTimeout: 0.3, checksMoves: false)
    do {
      _ = try client.roundCount()
      Issue.record("a silent server answered")
    } catch {
      guard case .timedOut(let line) = error else { Issue.record("\(error)"); return }
      #expect(line.contains("no answer from 127.0.0.1:\(silent.port)"))
    }
    withExtendedLifetime(silent) {}
  }
}
#endif
