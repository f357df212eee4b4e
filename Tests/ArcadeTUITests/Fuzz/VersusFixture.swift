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
    store.postChallenge(VersusMatch(uid: "ana-live", variant: .classic, x: "tester", createdAt: now.addingTimeInterval(-60)))
    _ = store.take("ana-live", as: "ana")
    _ = store.send(VersusMove(ply: 0, mark: .x, cell: 4, milliseconds: 5_000), in: "ana-live")
    _ = store.send(VersusMove(ply: 1, mark: .o, cell: 0, milliseconds: 9_000), in: "ana-live")
    store.postChallenge(VersusMatch(uid: "eve-open", variant: .classic, x: "eve", createdAt: now.addingTimeInterval(-30)))
    store.postChallenge(VersusMatch(uid: "mine-open", variant: .classic, x: "tester", createdAt: now.addingTimeInterval(-10)))
  }

  static func matchScene(in services: ArcadeServices) -> any Scene {
    post(in: services)
    guard let store = services.storage.versus, let match = store.match("ana-live") else {
      return NotReadyScene(name: "Versus", message: "no store")
    }
    return VersusMatchScene(store: store, clock: services.clock, player: services.player.name, match: match)
  }
}
