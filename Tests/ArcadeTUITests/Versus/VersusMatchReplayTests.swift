import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A match that is over plays back like any round: `w` opens it at its first position, and the replay's keys step it
/// move by move to its end.
@Suite struct VersusMatchReplayTests {
  @Test func wPlaysAnOverMatchBackMoveByMove() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    let made = services.clock.wallDate(at: services.now()).addingTimeInterval(-120)
    store.postChallenge(VersusMatch(uid: "m", variant: .classic, x: "ana", createdAt: made))
    _ = store.take("m", as: "eve", at: made.addingTimeInterval(1))
    // X takes the top row while O answers below it.
    for (ply, cell) in [0, 3, 1, 4, 2].enumerated() {
      _ = store.send(VersusMove(ply: ply, mark: ply % 2 == 0 ? .x : .o, cell: cell, milliseconds: Int64(2_000 * (ply + 1))), in: "m")
    }
    var scene = VersusMatchScene(store: store, clock: services.clock, player: "ana", match: try #require(store.match("m")))
    #expect(render(scene, services: services).contains("w replay"))
    guard case .push(let pushed)? = scene.handle(.key(.character("w")), frame: services.frame), var replay = pushed as? ReplayScene else {
      Issue.record("w did not open a replay")
      return
    }
    #expect(replay.title == "Replay — ana vs eve · TicTacToe")
    _ = replay.handle(.key(.character(" ")), frame: services.frame)
    let start = render(replay, services: services)
    #expect(start.contains("move 0 of 5"))
    #expect(!start.contains(" X "))
    _ = replay.handle(.key(.right), frame: services.frame)
    #expect(render(replay, services: services).contains("move 1 of 5"))
    _ = replay.handle(.key(.end), frame: services.frame)
    let end = render(replay, services: services)
    #expect(end.contains("move 5 of 5"))
    #expect(end.contains("ana wins."))
  }

  @Test func aMatchGoingOnHasNoReplayKey() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    store.postChallenge(VersusMatch(uid: "m", variant: .classic, x: "ana", createdAt: services.clock.wallDate(at: services.now())))
    _ = store.take("m", as: "eve", at: .distantPast)
    var scene = VersusMatchScene(store: store, clock: services.clock, player: "ana", match: try #require(store.match("m")))
    #expect(scene.handle(.key(.character("w")), frame: services.frame) == nil)
  }
}
