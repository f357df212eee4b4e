import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct AppLoopTests {
  @Test func openAScreenLeaveItAndQuit() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [
      .key(.character("j")), .key(.character("j")), .key(.character("j")), .key(.enter),
      .key(.character("q")), .key(.character("q")),
    ])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.run()
    #expect(app.isFinished)
    let texts = terminal.frames.map(\.text)
    #expect(texts.contains { $0.contains("TicTacToe · Options") })
    #expect(app.depth == 1)
  }

  @Test func noWakeUpsWhenNothingAnimates() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("x")), .key(.character("q"))])
    let app = App(terminal: terminal, services: services, root: HelpScene(games: services.games))
    app.run()
    #expect(terminal.waits == [nil, nil])
  }

  @Test func theTitleSleepsUntilTheNextDotFrame() {
    let clock = ManualClock(start: Instant(milliseconds: 40))
    let services = makeServices(clock: clock)
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [nil, nil, .key(.character("q"))])
    terminal.onWait = { timeout in clock.advance(milliseconds: Int64(timeout ?? 0)) }
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.run()
    #expect(terminal.waits == [110, 150, 150])
  }

  @Test func helpOverlayOpensOnQuestionMarkAndAnyKeyCloses() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("?"))])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.draw()
    app.step()
    #expect(terminal.screenText.contains("Title menu"))
    #expect(terminal.screenText.contains("any key closes"))
    terminal.enqueue(.key(.character("q")))
    app.step()
    #expect(!terminal.screenText.contains("any key closes"))
    #expect(!app.isFinished)
  }

  /// The wheel is not a key: it scrolls a help taller than the terminal and never closes it; a click does.
  @Test func theWheelScrollsTheHelpAndAClickClosesIt() {
    let services = makeServices()
    let wheelDown = InputEvent.mouse(MouseEvent(.press, .wheelDown, at: Point(x: 5, y: 5)))
    let terminal = MemoryTerminal(size: Size(width: 40, height: 12), events: [.key(.character("?"))])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.draw()
    app.step()
    let top = terminal.screenText
    #expect(top.contains("Title menu"))
    terminal.enqueue(wheelDown)
    app.step()
    #expect(terminal.screenText != top)
    for _ in 0..<40 { terminal.enqueue(wheelDown) }
    for _ in 0..<40 { app.step() }
    #expect(terminal.screenText.contains("any key closes"))
    terminal.enqueue(.mouse(MouseEvent(.press, .left, at: Point(x: 5, y: 5))))
    app.step()
    #expect(!terminal.screenText.contains("any key closes"))
    #expect(terminal.screenText.contains("S W I F T"))
  }

  @Test func ctrlCQuitsFromADeepScreen() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("S")), .key(.control("c"))])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.run()
    #expect(app.isFinished)
    #expect(app.depth == 2)
  }
}

@Suite struct FirstFrameSettingsTests {
  /// Services for a login named "login", Unicode on, whose store already exists and opens with `openStore`.
  static func services(
    openStore: @escaping () -> Result<any ScoreKeeping, any Error>, peekSettings: (() -> [String: String]?)? = nil
  ) -> ArcadeServices {
    ArcadeServices(
      clock: ManualClock(), seeds: SeedSource(fixed: 1, entropy: 1, chosenByPlayer: false),
      settings: PlayerSettings(playerName: "login", theme: .plain, unicode: true),
      colorsAvailable: false, unicodeAvailable: true, dataDirectory: repositoryDataDirectory,
      openStore: openStore, storeIsQuickToOpen: true, peekSettings: peekSettings
    )
  }

  @Test func anExistingStoresSettingsShapeTheFirstFrame() throws {
    let store = MemoryScoreKeeper()
    try store.setSetting(SettingKey.unicode, "false")
    try store.setSetting(SettingKey.playerName, "ana")
    let services = Self.services(openStore: { .success(store) })
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("q"))])
    App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero)).run()
    let first = try #require(terminal.frames.first).text
    #expect(first.contains("Playing as ana"))
    #expect(first.unicodeScalars.allSatisfy { $0.isASCII })
  }

  /// With the settings read on their own, the store opens only after the first frame, and the frame is drawn
  /// again with what the store has to say.
  @Test func peekedSettingsShapeTheFirstFrameAndTheStoreOpensAfterIt() throws {
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("q"))])
    var framesWhenOpened: Int?
    let services = Self.services(
      openStore: {
        framesWhenOpened = terminal.frames.count
        return .failure(StoreTrouble(description: "arcade.sqlite is locked"))
      },
      peekSettings: { [SettingKey.playerName: "ana", SettingKey.unicode: "false"] })
    App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero)).run()
    #expect(framesWhenOpened == 1)
    let first = try #require(terminal.frames.first).text
    #expect(first.contains("Playing as ana"))
    #expect(first.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(!first.contains("locked"))
    #expect(terminal.frames[1].text.contains("arcade.sqlite is locked"))
  }

  /// When the quick read cannot be done, the store is opened before the first frame, as without it.
  @Test func withoutAPeekTheStoreOpensBeforeTheFirstFrame() throws {
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("q"))])
    let store = MemoryScoreKeeper()
    try store.setSetting(SettingKey.playerName, "ana")
    var framesWhenOpened: Int?
    let services = Self.services(
      openStore: {
        framesWhenOpened = terminal.frames.count
        return .success(store)
      },
      peekSettings: { nil })
    App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero)).run()
    #expect(framesWhenOpened == 0)
    #expect(try #require(terminal.frames.first).text.contains("Playing as ana"))
  }
}

private struct StoreTrouble: Error, CustomStringConvertible {
  var description: String
}
