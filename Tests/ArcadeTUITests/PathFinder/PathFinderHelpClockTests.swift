import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The round clock under the `?` overlay: it keeps running (the whole round is timed) and the time shown stays live.
@Suite struct PathFinderHelpClockTests {
  /// Whether a wait lets time pass: only for timeouts, so keys arrive at once and ticks come a second apart.
  private final class Waiting {
    var timesOut = false
  }

  /// A loop over seed 7's guess screen; a wait that times out advances the manual clock by its timeout.
  private static func app(clock: ManualClock, waiting: Waiting) -> (App, MemoryTerminal) {
    let services = makeServices(clock: clock, size: PathFinderFixture.screen)
    let terminal = MemoryTerminal(size: PathFinderFixture.screen)
    terminal.onWait = { timeout in if waiting.timesOut { clock.advance(milliseconds: Int64(timeout ?? 0)) } }
    let app = App(terminal: terminal, services: services, root: PathFinderGuessScene(recorder: services.recorder))
    app.draw()
    return (app, terminal)
  }

  /// The guess screen's second line, where its clock is.
  private static func stepLine(_ terminal: MemoryTerminal) -> String {
    String(terminal.screenText.split(separator: "\n", omittingEmptySubsequences: false)[1])
  }

  @Test func theGuessScreensTimeTicksOnUnderTheHelp() {
    let clock = ManualClock()
    let waiting = Waiting()
    let (app, terminal) = Self.app(clock: clock, waiting: waiting)
    terminal.enqueue(.key(.character("g")))
    app.step()
    terminal.enqueue(.key(.character("?")))
    app.step()
    #expect(Self.stepLine(terminal).hasSuffix("Time 0:00"))
    #expect(terminal.screenText.contains("any key closes"))
    #expect(terminal.screenText.contains("keeps running while this help is open"))
    waiting.timesOut = true
    terminal.enqueue(nil)
    app.step()
    #expect(Self.stepLine(terminal).hasSuffix("Time 0:01"))
    terminal.enqueue(nil)
    app.step()
    // Two ticks, a second apart, each redrawn with the help still open.
    #expect(terminal.waits.suffix(2) == [1_000, 1_000])
    #expect(Self.stepLine(terminal).hasSuffix("Time 0:02"))
    #expect(terminal.screenText.contains("any key closes"))
    // Closing the help does not give the time back.
    waiting.timesOut = false
    terminal.enqueue(.key(.character("x")))
    app.step()
    #expect(!terminal.screenText.contains("any key closes"))
    #expect(Self.stepLine(terminal).hasSuffix("Time 0:02"))
    let scene = app.topScene as? PathFinderGuessScene
    #expect(scene?.round.elapsedMilliseconds(at: clock.now()) == 2_000)
  }

  @Test func theSteeringClockIsNotPausedByTheHelp() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    scene.covered(true, frame: services.frame)
    clock.advance(milliseconds: 5_000)
    scene.covered(false, frame: services.frame)
    #expect(scene.round.elapsedMilliseconds(at: clock.now()) == 5_000)
    #expect(scene.nextTick(after: clock.now()) == Instant(milliseconds: 6_000))
    #expect(scene.help.notes.contains("The clock keeps running while this help is open."))
    #expect(scene.help.keys.contains { $0.keys == "q  Esc" && !$0.action.contains("menu") })
  }
}
