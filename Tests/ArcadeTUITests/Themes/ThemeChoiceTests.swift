import ArcadeCore
import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// The theme a player sees: asked of the terminal after the first frame, never over a choice, remembered in Settings.
@Suite struct ThemeChoiceTests {
  static func services(
    theme: ThemeName? = nil, forRun: ThemeName? = nil, detected: ThemeName? = nil, colors: Bool = true,
    store: MemoryScoreKeeper = MemoryScoreKeeper()
  ) -> ArcadeServices {
    ArcadeServices(
      clock: ManualClock(), seeds: SeedSource(fixed: 1, entropy: 1, chosenByPlayer: false),
      settings: PlayerSettings(playerName: "tester", theme: theme, unicode: true),
      colorsAvailable: colors, themeForRun: forRun, detectedTheme: detected, unicodeAvailable: true,
      dataDirectory: repositoryDataDirectory, openStore: { .success(store) }
    )
  }

  @Test func theFirstFrameIsDarkThenALightAnswerRedrawsInLight() {
    let services = Self.services()
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.terminalBackground(RGB(0xFDF6E3))])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: services.now()))
    app.draw()
    #expect(services.themeName == .dark)
    #expect(terminal.backgroundQuestions == 0)
    app.run()
    // Asked once, after the first frame; the answer came as the next event and the frame after it is Light.
    #expect(terminal.backgroundQuestions == 1)
    #expect(services.themeName == .light)
    #expect(Self.colours(in: terminal.frames.last!).contains(ThemePalette.light.title))
    #expect(Self.colours(in: terminal.frames.first!).contains(ThemePalette.dark.title))
  }

  @Test func aTerminalThatNeverAnswersLeavesDark() {
    let services = Self.services()
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [nil, nil])
    App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: services.now())).run()
    #expect(terminal.backgroundQuestions == 1)
    #expect(services.themeName == .dark)
  }

  @Test func aChoiceIsNeverOverriddenNorAskedAbout() {
    for services in [Self.services(theme: .highContrast), Self.services(forRun: .colourBlind), Self.services(detected: .dark), Self.services(colors: false)] {
      let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.terminalBackground(RGB(0xFFFFFF))])
      let before = services.themeName
      App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: services.now())).run()
      #expect(terminal.backgroundQuestions == 0)
      #expect(services.themeName == before)
    }
  }

  @Test func theRunsThemeWinsOverSettingsAndNoColourWinsOverAll() {
    #expect(Self.services(theme: .light, forRun: .highContrast).themeName == .highContrast)
    #expect(Self.services(theme: .light, detected: .dark).themeName == .light)
    #expect(Self.services(detected: .light).themeName == .light)
    #expect(Self.services().themeName == .dark)
    #expect(Self.services(theme: .light, forRun: .dark, colors: false).themeName == .plain)
  }

  @Test func aStoreWithColoursOffBeforeThemesOpensInPlain() throws {
    let store = MemoryScoreKeeper()
    try store.setSetting(SettingKey.colors, "false")
    let services = Self.services(store: store)
    services.storage.warmUp()
    #expect(services.settings.theme == .plain)

    let on = MemoryScoreKeeper()
    try on.setSetting(SettingKey.colors, "true")
    let automatic = Self.services(store: on)
    automatic.storage.warmUp()
    #expect(automatic.settings.theme == nil)
  }

  @Test func aChosenThemeIsStoredAndReadBack() throws {
    let store = MemoryScoreKeeper()
    let services = Self.services(store: store)
    var settings = services.settings
    settings.theme = .colourBlind
    services.player.update(settings)
    #expect(try store.setting(SettingKey.theme) == "colour-blind")
    #expect(try store.setting(SettingKey.colors) == "true")
    let again = Self.services(store: store)
    again.storage.warmUp()
    #expect(again.settings.theme == .colourBlind)
    settings.theme = nil
    services.player.update(settings)
    let automatic = Self.services(store: store)
    automatic.storage.warmUp()
    #expect(automatic.settings.theme == nil)
  }

  static func colours(in canvas: Canvas) -> Set<ThemeColor> {
    var found: Set<ThemeColor> = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        if let fg = canvas[x, y].style.foreground { found.insert(fg) }
      }
    }
    return found
  }
}
