#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import Glibc
import Testing
@testable import ArcadeTUI

/// The front end with a shared board: rounds are saved locally first, boards come from the server when it
/// answers, and from this machine with one line saying why when it does not.
@Suite struct SharedScoreKeeperTests {
  static let selection = FakeGame.board.selection

  static func round(_ player: String, score: Int) -> PlayedRound {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    return PlayedRound(
      game: FakeGame.id, player: player, startedAt: start, endedAt: start.addingTimeInterval(Double(score)), outcome: .won,
      score: score, tape: PlayedRound.placeholderTape)
  }

  static func keeper(_ address: String, folder: TemporaryFolder, budget: Double = 0.3) throws -> SharedScoreKeeper {
    try SharedScoreKeeper.forTesting(address, folder: folder, budget: budget)
  }

  /// A club's host: its players reach the server as one login, which the server lets play one side only; their
  /// matches stay on the host's file, where each is their own player, and nothing is asked of the server.
  @Test func aHostsLiveMatchesStayOnItsFile() throws {
    let folder = try TemporaryFolder()
    let keeper = try SharedScoreKeeper.forTesting("postgres://host@127.0.0.1:1/club", folder: folder, versusOnLocalFile: true)
    let store = try #require(keeper.versus)
    #expect(store is ScoreFile)
    guard case .folder(let watched)? = store.wake else {
      Issue.record("a host's matches are not woken by the local file")
      return
    }
    #expect(watched == folder.path)
  }

  @Test func aServerThatNeverAnswersCostsNothingButTheBoardsNote() throws {
    let folder = try TemporaryFolder()
    let silent = try SilentServer()
    let keeper = try Self.keeper("postgres://ana:hunter2@127.0.0.1:\(silent.port)/club", folder: folder)
    // Saved in the local file; the push that follows runs on a thread of its own.
    guard case .saved(let id) = keeper.keep(Self.round("ana", score: 7)) else {
      Issue.record("the round was not saved locally")
      return
    }
    let rows = try keeper.rounds(matching: Self.selection)
    #expect(rows.map(\.id) == [.local(id)])
    let note = try #require(keeper.boardsNote)
    #expect(note.hasPrefix("shared board unreachable: no answer from 127.0.0.1:\(silent.port)"))
    #expect(note.hasSuffix("— 1 round waiting to be sent"))
    #expect(!note.contains("hunter2"))
    let exit = keeper.finish().joined(separator: "\n")
    #expect(exit.contains("1 round waiting to be sent to the shared board postgres://ana@127.0.0.1:\(silent.port)/club"))
    #expect(!exit.contains("hunter2"))
    withExtendedLifetime(silent) {}
  }

  @Test(.enabled(if: TestServer.available, TestServer.skipNote))
  func aWrongPasswordIsOneLineAndTheGameGoesOn() throws {
    let folder = try TemporaryFolder()
    var board = try TestServer.freshBoard()
    board.password = "wrong-\(UUID().uuidString)"
    let address = "postgres://\(board.user):\(board.password!)@\(board.host):\(board.port)/\(board.database)"
    let keeper = try Self.keeper(address, folder: folder, budget: 10)
    guard case .saved = keeper.keep(Self.round("ana", score: 3)) else {
      Issue.record("the round was not saved locally")
      return
    }
    #expect(try keeper.rounds(matching: Self.selection).map(\.player) == ["ana"])
    let note = try #require(keeper.boardsNote)
    #expect(note.contains("refused the login: password authentication failed"))
    #expect(!note.contains(board.password!))
    #expect(!note.contains("\n"))
  }

  @Test(.enabled(if: TestServer.available, TestServer.skipNote))
  func theBoardShowsTheServersRoundsAndTheOneJustPlayedUnderItsLocalID() throws {
    let folder = try TemporaryFolder()
    let board = try TestServer.freshBoard()
    let other = SharedBoardClient(url: board, checksMoves: false)
    defer { other.close() }
    _ = try other.push([SharedRound(uid: UUID().uuidString, playerID: "x", machine: "lab-2", round: Self.round("bo", score: 50))])
    let address = "postgres://\(board.user):\(board.password ?? "")@\(board.host):\(board.port)/\(board.database)"
    let keeper = try Self.keeper(address, folder: folder, budget: 10)
    guard case .saved(let id) = keeper.keep(Self.round("ana", score: 60)) else {
      Issue.record("the round was not saved locally")
      return
    }
    // Whether or not its push has landed, the round is on the board under the id the panel knows.
    let rows = try keeper.rounds(matching: Self.selection)
    #expect(rows.map(\.player) == ["ana", "bo"])
    #expect(rows.first?.id == .local(id))
    // The other machine's round keeps its server id: no local row has it.
    guard case .server? = rows.last?.id else {
      Issue.record("bo's round is not under a server id: \(String(describing: rows.last?.id))")
      return
    }
    #expect(keeper.boardsNote == nil)
    _ = keeper.sync.push()
    let after = try keeper.rounds(matching: Self.selection)
    #expect(after.map(\.player) == ["ana", "bo"])
    #expect(after.first?.id == .local(id))
    #expect(try other.roundCount() == 2)
  }
}
#endif
