import ArcadeCore
import ArcadeTestSupport
import Testing

@testable import ArcadeTUI

/// A host closes a session no one uses: the loop ends after its idle limit without a key, and the round on top is
/// kept for Resume as on every way out. Ticks (a clock, a live match) are not the player.
@Suite struct IdleCloseTests {
  /// A game with a move made, and a loop with a two-minute limit.
  func idleApp() -> (App, MemoryTerminal, ManualClock, MemoryScoreKeeper) {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store)
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [])
    let root = MinesweeperScene(recorder: services.recorder, choices: ResumeTests.expert, configuration: .expert, seed: 42)
    let app = App(terminal: terminal, services: services, root: root)
    app.draw()
    clock.advance(milliseconds: 500)
    app.idleLimit = 120_000
    return (app, terminal, clock, store)
  }

  @Test func theLoopEndsWhenTheLimitPassesWithoutAKeyNotLater() {
    let (app, terminal, clock, store) = idleApp()
    terminal.enqueue(.key(.character(" ")))
    app.step()
    let pressed = clock.now()
    // Nothing typed: each wait ends at the game clock's next second, or at the limit.
    terminal.onWait = { timeout in clock.advance(milliseconds: Int64(timeout ?? 0)) }
    var steps = 0
    while !app.closedForIdle, steps < 500 {
      terminal.enqueue(.tick)
      app.step()
      steps += 1
    }
    #expect(app.closedForIdle)
    #expect(clock.now().milliseconds(since: pressed) == 120_000)
    #expect(!store.unfinished.isEmpty, "the round waits in Resume")
  }

  @Test func aKeyBeforeTheLimitStartsItAgainAndTicksDoNot() {
    let (app, terminal, clock, _) = idleApp()
    terminal.enqueue(.key(.character(" ")))
    app.step()
    clock.advance(milliseconds: 100_000)
    terminal.enqueue(.key(.character(" ")))
    app.step()
    clock.advance(milliseconds: 100_000)
    terminal.enqueue(.tick)
    app.step()
    #expect(!app.closedForIdle, "200 s in, but 100 s since the last key")
    clock.advance(milliseconds: 20_000)
    terminal.enqueue(.storeChanged)
    app.step()
    #expect(app.closedForIdle, "another arcade's write is not the player")
  }
}
