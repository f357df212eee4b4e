import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeTUI

/// The Sound setting: the terminal bell on a win, a loss and a new best, never more than once a second.
@Suite struct SoundTests {
  static func round(_ outcome: RoundOutcome, at seconds: Int64) -> FinishedRound {
    var round = PlayedRound.mock
    (round.outcome, round.durationMilliseconds, round.variant, round.gridSize) = (outcome, 30_000 + seconds, "beginner", 81)
    return round.asFinished
  }

  @Test func theSettingIsOffByDefaultAndKept() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store)
    #expect(!services.settings.sound)
    var scene = SettingsScene(services: services)
    send([.key(.down), .key(.down), .key(.down), .key(.right)], to: &scene, services: services)
    #expect(services.settings.sound)
    #expect(try store.setting(SettingKey.sound) == "true")
    #expect(render(scene, size: Size(width: 80, height: 24), services: services).contains("Sound         on (bell)"))
  }

  @Test func aRoundEndRingsOnlyWithSoundOn() {
    let services = makeServices()
    _ = services.recorder.record(Self.round(.won, at: 0), context: .free)
    #expect(!services.recorder.bellWanted)
    var settings = services.settings
    settings.sound = true
    services.player.update(settings)
    _ = services.recorder.record(Self.round(.lost, at: 1), context: .free)
    #expect(services.recorder.bellWanted)
  }

  /// Through the loop: two round ends within a second ring once; one a second later rings again.
  @Test func theBellRingsAtMostOnceASecond() {
    let clock = ManualClock(start: Instant(milliseconds: 1_000))
    let services = makeServices(clock: clock)
    var settings = services.settings
    settings.sound = true
    services.player.update(settings)
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24))
    let app = App(terminal: terminal, services: services, root: HelpScene(games: services.games))
    app.draw()
    func roundEnds(after milliseconds: Int64) {
      clock.advance(milliseconds: milliseconds)
      _ = services.recorder.record(Self.round(.won, at: milliseconds), context: .free)
      terminal.enqueue(.key(.character("x")))
      app.step()
    }
    roundEnds(after: 0)
    roundEnds(after: 400)
    #expect(terminal.bells == 1)
    roundEnds(after: 700)
    #expect(terminal.bells == 2)
  }
}
