#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import Foundation
import Synchronization
import Testing

@testable import ArcadeShared

/// Pushing a local file's rounds: each once, whatever was cut off before.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedBoardSyncTests {
  @Test func everyRoundGoesOnceAndASecondPushSendsNothing() throws {
    let folder = try TemporaryFolder()
    let board = try TestServer.freshBoard()
    _ = try localFile(at: folder.file(), rounds: SharedBoardSync.batchSize + 7)
    let sync = SharedBoardSync(client: SharedBoardClient(url: board, checksMoves: false), localPath: folder.file(), machine: "lab-1")
    #expect(sync.waitingCount() == SharedBoardSync.batchSize + 7)
    #expect(sync.push() == SyncReport(sent: SharedBoardSync.batchSize + 7))
    #expect(sync.push() == SyncReport())
    #expect(sync.waitingCount() == 0)
    #expect(try sync.client.roundCount() == SharedBoardSync.batchSize + 7)
  }

  /// With nothing to send, a push still meets the server once: a wrong password is said (it said "Sent 0").
  @Test func aWrongPasswordIsSaidEvenWhenNothingWaits() throws {
    let folder = try TemporaryFolder()
    var board = try TestServer.freshBoard()
    board.password = "wrong"
    let sync = SharedBoardSync(client: SharedBoardClient(url: board, connectTimeout: 5, queryTimeout: 5, checksMoves: false), localPath: folder.file(), machine: "lab-1")
    #expect(sync.push().problem != nil)
    _ = try localFile(at: folder.file(), rounds: 0)
    #expect(sync.push().problem != nil)
  }

  @Test func aPushCutOffAfterTheServerCommittedIsCountedAsAlreadyThere() throws {
    let folder = try TemporaryFolder()
    let board = try TestServer.freshBoard()
    let store = try localFile(at: folder.file(), rounds: 4)
    let client = SharedBoardClient(url: board, checksMoves: false)
    // The server takes the rounds, and the answer never reaches the local file (no mark).
    let rounds = try store.roundsToPush(to: board.serverKey, limit: 100)
    _ = try client.push(rounds.map { SharedRound(uid: $0.uid, playerID: "p", machine: "m", round: $0.round) })
    let report = SharedBoardSync(client: client, localPath: folder.file()).push()
    #expect(report == SyncReport(sent: 0, alreadyThere: 4))
    #expect(try client.roundCount() == 4)
  }

  @Test func thePlayerIDIsMadeOnceAndSentWithEveryRound() throws {
    let folder = try TemporaryFolder()
    let board = try TestServer.freshBoard()
    let store = try localFile(at: folder.file(), rounds: 2)
    let sync = SharedBoardSync(client: SharedBoardClient(url: board, checksMoves: false), localPath: folder.file())
    _ = sync.push()
    let id = try store.sharedPlayerID()
    #expect(UUID(uuidString: id) != nil)
    #expect(try store.sharedPlayerID() == id)
    #expect(try sync.client.rounds(matching: expertByScore).allSatisfy { $0.playerID == id })
  }

  @Test func eightMachinesPushingAtOnceLeaveEveryRoundOnce() throws {
    let board = try TestServer.freshBoard()
    let folder = try TemporaryFolder()
    let perMachine = 50
    let syncs = try (0..<8).map { machine in
      let path = folder.file("machine-\(machine).sqlite")
      _ = try localFile(at: path, rounds: perMachine, player: "p\(machine)")
      return SharedBoardSync(client: SharedBoardClient(url: board, checksMoves: false), localPath: path, machine: "m\(machine)")
    }
    // One thread per machine, all pushing at once.
    let done = DispatchGroup()
    let collected = Collected()
    for sync in syncs {
      done.enter()
      Thread.detachNewThread {
        let report = sync.push()
        collected.reports.withLock { $0.append(report) }
        done.leave()
      }
    }
    done.wait()
    let reports = collected.reports.withLock { $0 }
    #expect(reports.allSatisfy { $0 == SyncReport(sent: perMachine) })
    let client = SharedBoardClient(url: board, checksMoves: false)
    defer { client.close() }
    #expect(try client.roundCount() == 8 * perMachine)
    // Every board still ranks by its rule: the highest scores, one of each machine's best first.
    let top = try client.rounds(matching: expertByScore).map(\.round.score)
    #expect(top == [49, 49, 49, 49, 49, 49, 49, 49, 48, 48])
  }
}

/// What the pushing threads report, gathered under a lock.
final class Collected: Sendable {
  let reports = Mutex<[SyncReport]>([])
}
#endif
