#if SharedBoard
import ArcadeCore
import ArcadeStore
import Foundation
import Synchronization

/// Sends this machine's rounds to the shared board: the local SQLite file is written first, and its
/// `pushed` table says which rounds the server lacks, so a push can fail, be cut off or run twice
/// without a round being lost or doubled.
public final class SharedBoardSync: Sendable {
  public let client: SharedBoardClient
  /// The local SQLite file every round is saved in first.
  public let localPath: String
  public let machine: String
  /// Rounds per INSERT: 16 values each, well under PostgreSQL's 65,535 parameters.
  public static let batchSize = 250
  private let store = Mutex<ScoreStore?>(nil)

  public init(client: SharedBoardClient, localPath: String, machine: String = MachineName.current()) {
    self.client = client
    self.localPath = localPath
    self.machine = machine
  }

  /// The local store, opened once for this; nil while there is no local file (nothing played yet).
  public func localStore() throws(StoreError) -> ScoreStore? {
    if let store = store.withLock({ $0 }) { return store }
    guard let opened = try ScoreStore.open(at: localPath, create: false, busyTimeout: 1) else { return nil }
    let kept = store.withLock { store in
      if store == nil { store = opened }
      return store
    }
    if let kept { client.keepVerdicts(in: kept) }
    return kept
  }

  /// Sends every round the server lacks, in batches; stops at the first failure and says why.
  public func push() -> SyncReport {
    var report = SyncReport()
    let server = client.url.serverKey
    let local: ScoreStore
    do {
      guard let opened = try localStore() else { return reachable(report) }
      local = opened
    } catch {
      report.problem = .failed("the local score file: \(error)")
      return report
    }
    do {
      let playerID = try local.sharedPlayerID()
      while true {
        let batch = try local.roundsToPush(to: server, limit: Self.batchSize)
        if batch.isEmpty { break }
        let rounds = batch.map { SharedRound(uid: $0.uid, playerID: playerID, machine: machine, round: $0.round) }
        let result = try pushBatch(rounds)
        // Should this mark be lost (a crash just here), the next push finds the rounds there already.
        try local.markPushed(batch.map(\.uid), to: server, at: Date())
        report.sent += result.sent
        report.alreadyThere += result.alreadyThere
        if batch.count < Self.batchSize { break }
      }
    } catch let error as SharedBoardError {
      report.problem = error
    } catch {
      report.problem = .failed("the local score file: \(error)")
    }
    report.waiting = waitingCount() ?? 0
    return reachable(report)
  }

  /// One batch, tried once more on a new connection when the open one turns out lost (the server restarted
  /// since it was made): the uids make the second try harmless even if the first one landed.
  /// A push that sent nothing has not met the server yet: ask it once, so that a wrong password or an
  /// unreachable server is said (and `--sync` fails) even when nothing waits.
  private func reachable(_ report: SyncReport) -> SyncReport {
    guard report.problem == nil, report.sent == 0, report.alreadyThere == 0 else { return report }
    var checked = report
    do {
      _ = try client.roundCount()
    } catch {
      checked.problem = error
    }
    return checked
  }

  private func pushBatch(_ rounds: [SharedRound]) throws(SharedBoardError) -> SharedBoardClient.PushResult {
    do {
      return try client.push(rounds)
    } catch {
      guard case .unreachable = error else { throw error }
      return try client.push(rounds)
    }
  }

  /// How many local rounds the server does not have yet; nil when the local file cannot be read.
  public func waitingCount() -> Int? {
    guard let local = try? localStore() else { return 0 }
    return try? local.roundsWaitingCount(for: client.url.serverKey)
  }
}
#endif
