import ArcadeCore
import ArcadeTestSupport
import Foundation

@testable import ArcadeTUI

/// Matches for the screens' tests: the player ("tester") in a match with ana, X to move after two moves, and a
/// challenge each way.
enum VersusFixture {
  static func post(in services: ArcadeServices) {
    guard let store = services.storage.versus else { return }
    let now = services.clock.wallDate(at: services.now())
    store.postChallenge(VersusMatch(uid: "ana-live", variant: .classic, x: "tester", createdAt: now.addingTimeInterval(-60), clockSeconds: 120))
    _ = store.take("ana-live", as: "ana", at: .distantPast)
    _ = store.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 5_000), in: "ana-live")
    _ = store.send(VersusMove(ply: 1, mark: .o, cell: 0, milliseconds: 9_000), in: "ana-live")
    store.postChallenge(VersusMatch(uid: "eve-open", variant: .classic, x: "eve", createdAt: now.addingTimeInterval(-30)))
    store.postChallenge(VersusMatch(uid: "mine-open", variant: .classic, x: "tester", createdAt: now.addingTimeInterval(-10)))
    // eve's race, open to take.
    _ = RaceFixture.race(in: services, uid: "eve-race-open")
    // Others' Ultimate match, three moves in: listed to watch.
    store.postChallenge(VersusMatch(uid: "watch-live", variant: .ultimate, x: "bob", createdAt: now.addingTimeInterval(-90)))
    _ = store.take("watch-live", as: "cy", at: .distantPast)
    for (ply, cell) in [40, 36, 4].enumerated() {
      _ = store.send(VersusMove(ply: ply, mark: ply.isMultiple(of: 2) ? .x : .o, cell: cell, milliseconds: Int64(2_000 * (ply + 1))), in: "watch-live")
    }
  }

  /// Others' Ultimate match, as a watcher sees it.
  static func watchedScene(in services: ArcadeServices) -> any Scene {
    post(in: services)
    guard let store = services.storage.versus, let match = store.match("watch-live") else {
      return NotReadyScene(name: "Versus", message: "no store")
    }
    return VersusMatchScene(store: store, clock: services.clock, player: services.player.name, match: match)
  }

  static func matchScene(in services: ArcadeServices) -> any Scene {
    post(in: services)
    guard let store = services.storage.versus, let match = store.match("ana-live") else {
      return NotReadyScene(name: "Versus", message: "no store")
    }
    return VersusMatchScene(store: store, clock: services.clock, player: services.player.name, match: match)
  }

  /// ana's match as she sees it while the shared board's server is down: what she last read, and the line that says
  /// the match waits.
  static func serverLostScene(in services: ArcadeServices) -> any Scene {
    let store = UnreachableBoard()
    post(in: services)
    let live = services.storage.versus?.match("ana-live")
    _ = live.map { store.memory.postChallenge(VersusMatch(uid: $0.uid, variant: $0.variant, x: $0.x, createdAt: $0.createdAt, clockSeconds: $0.clockSeconds)) }
    _ = store.memory.take("ana-live", as: "ana", at: .distantPast)
    for move in live?.moves ?? [] { _ = store.memory.send(move, in: "ana-live") }
    guard let match = store.match("ana-live") else { return NotReadyScene(name: "Versus", message: "no store") }
    return VersusMatchScene(store: store, clock: services.clock, player: "ana", match: match)
  }
}

/// A shared board whose server does not answer: the matches last read, kept in memory, and the problem.
final class UnreachableBoard: VersusStore, @unchecked Sendable {
  let memory = MemoryScoreKeeper()
  var wake: VersusWake? { nil }
  var seatedPlayer: String? { "ana" }
  var place: String { "the shared board" }
  var problem: String? { "shared board unreachable: 127.0.0.1:5432: connection refused" }
  func catchUp() -> Bool { false }
  func postChallenge(_ match: VersusMatch) -> Bool { false }
  func openChallenges(limit: Int) -> [VersusMatch] { memory.openChallenges(limit: limit) }
  func takenMatches(limit: Int) -> [VersusMatch] { memory.takenMatches(limit: limit) }
  func take(_ uid: String, as player: String, at date: Date) -> Bool { false }
  func decline(_ uid: String, as player: String) -> Bool { false }
  func match(_ uid: String) -> VersusMatch? { memory.match(uid) }
  func send(_ move: VersusMove, in uid: String) -> Bool { false }
  func resign(_ uid: String, as mark: TicTacToeMark) -> Bool { false }
}
