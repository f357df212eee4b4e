import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// Every game's round, left after a few moves through the real loop, is kept, and taken up again on another
/// clock in the same screen with the same moves; played on, its round verifies.
@Suite struct EveryGameResumesTests {
  /// A game's first screen (its options already given) and the keys that make a few moves.
  struct Start: Sendable, CustomStringConvertible {
    let name: String
    let scene: @Sendable (ArcadeServices) -> any Scene
    let keys: [InputEvent]
    var description: String { name }
  }

  static let starts: [Start] = [
    Start(name: "minesweeper", scene: { services in MinesweeperFixture.scene(services: services) }, keys: keyNames("Space j j Space")),
    Start(name: "wordsearch", scene: { WordSearchFixture.scene(services: $0) }, keys: keyNames("Space l l Space")),
    Start(name: "tictactoe", scene: { TicTacToeScene(recorder: $0.recorder, options: .standard) }, keys: keyNames("5")),
    Start(
      name: "ultimate",
      scene: { UltimateScene(recorder: $0.recorder, sitting: TicTacToeSitting(options: TicTacToeOptions(variant: .ultimate, opponent: .normal)), seed: 3, now: $0.now()) },
      keys: keyNames("5 5")),
    // A guess (right or wrong) is the round's first move: a grid drawn and left at once is not kept.
    Start(name: "pathfinder", scene: { PathFinderGuessScene(recorder: $0.recorder, options: .standard, drawingTheGrid: true) }, keys: keyNames("4 5 Enter")),
    Start(
      name: "priceguess",
      scene: { services in
        let catalog = services.content.get(PriceGuessCatalogContent.self).catalog!
        return PriceGuessQuizScene(recorder: services.recorder, catalog: catalog, scope: .mixed, length: .five, seed: 4, startedAt: services.now())
      }, keys: keyNames("2")),
  ]

  @Test(arguments: starts)
  func aRoundLeftIsTakenUpAsItWas(start: Start) throws {
    let store = MemoryScoreKeeper()
    let clock = ManualClock(start: Instant(milliseconds: 1_000))
    let services = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: start.scene(services))
    app.draw()
    for key in start.keys + [.tick, .tick] {
      clock.advance(milliseconds: 1_500)
      terminal.enqueue(key)
      app.step()
    }
    // Left: q leaves the screen (the loop keeps the round as it goes).
    let left = try #require(app.topScene as? any ResumableScene)
    terminal.enqueue(.key(.character("q")))
    app.step()
    let kept = try #require(store.unfinished.first, "\(start.name) kept nothing")
    #expect(kept.uid == left.roundUID)

    let later = ManualClock(start: Instant(milliseconds: 70_000_000))
    let again = makeServices(clock: later, store: store, size: Size(width: 100, height: 30))
    let resumed = try #require(again.resumeScene(for: kept) as? any ResumableScene, "\(start.name) did not resume")
    #expect(type(of: resumed) == type(of: left))
    #expect(resumed.moveCount == left.moveCount)
    #expect(resumed.roundUID == kept.uid)
    let back = try #require(resumed.unfinishedRound(at: later.now()))
    #expect(back.tape == kept.tape, "\(start.name): the resumed round's moves are the ones kept")
    #expect(back.clockMilliseconds == kept.clockMilliseconds)
  }
}
