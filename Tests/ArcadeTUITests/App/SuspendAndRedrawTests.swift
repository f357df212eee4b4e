import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// Ctrl-Z stops the program with the game paused; Ctrl-L and closing help send the whole screen again.
@Suite struct SuspendAndRedrawTests {
  static let size = Size(width: 100, height: 30)

  @Test func ctrlZStopsWithTheGameCoveredSoItsClockDoesNotRun() throws {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let terminal = MemoryTerminal(size: Self.size)
    var app: App?
    var pausedWhileStopped: Bool?
    var tickBefore: Int64?
    terminal.onWait = { _ in
      guard terminal.suspensions == 0, tickBefore == nil else { return }
      clock.advance(milliseconds: 300)
      tickBefore = (app?.topScene.nextTick(after: clock.now())).map { $0.milliseconds(since: clock.now()) }
      terminal.enqueue(.key(.control("z")))
    }
    terminal.onSuspend = {
      pausedWhileStopped = (app?.topScene as? WordMatchPlayScene)?.game.isPaused
      // A minute in the background: the word would have landed many times over.
      clock.advance(milliseconds: 60_000)
    }
    app = App(terminal: terminal, services: services, root: makePlayScene(services: services))
    app?.run()
    let scene = try #require(app?.topScene as? WordMatchPlayScene)
    #expect(terminal.suspensions == 1)
    #expect(pausedWhileStopped == true)
    #expect(scene.game.isPaused == false)
    #expect(scene.game.wrongAttempts == 0)
    #expect(scene.game.livesLeft == 3)
    // The fall goes on where it stopped.
    #expect(scene.nextTick(after: clock.now()).map { $0.milliseconds(since: clock.now()) } == tickBefore)
    // The whole screen is sent again after the stop.
    #expect(terminal.invalidations == 1)
    #expect(terminal.frames.count == 2)
  }

  @Test func ctrlZUnderHelpLeavesTheSceneCoveredByHelp() throws {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let terminal = MemoryTerminal(size: Self.size, events: [.key(.character("?")), .key(.control("z"))])
    var pausedWhileStopped: Bool?
    var app: App?
    terminal.onSuspend = { pausedWhileStopped = (app?.topScene as? WordMatchPlayScene)?.game.isPaused }
    app = App(terminal: terminal, services: services, root: makePlayScene(services: services))
    app?.run()
    let scene = try #require(app?.topScene as? WordMatchPlayScene)
    #expect(pausedWhileStopped == true)
    #expect(scene.game.isPaused == true)
    #expect(terminal.screenText.contains("any key closes"))
  }

  @Test func ctrlLSendsTheWholeScreenAgain() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Self.size, events: [.key(.control("l"))])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.draw()
    app.step()
    #expect(terminal.invalidations == 1)
    #expect(terminal.frames.count == 2)
    #expect(terminal.frames[1] == terminal.frames[0])
    #expect(!app.isFinished)
  }

  @Test func closingHelpSendsTheWholeScreenAgain() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Self.size, events: [.key(.character("?")), .key(.character("x"))])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.draw()
    app.step()
    #expect(terminal.invalidations == 0)
    app.step()
    #expect(terminal.invalidations == 1)
    #expect(!terminal.screenText.contains("any key closes"))
  }
}
