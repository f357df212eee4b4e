import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct OverlayAndAsciiTests {
  /// A scene that counts ticks and overlay notices, with a long help text.
  struct Ticker: Scene {
    var ticks = 0
    var overlay: [Bool] = []
    var minimumSize: Size { Size(width: 20, height: 8) }
    var help: SceneHelp { SceneHelp(title: "Ticker", keys: (1...30).map { ("k\($0)", "does thing \($0)") }) }
    mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
      if event == .tick { ticks += 1 }
      return event.isCharacter("q") ? .quit : nil
    }
    func draw(into canvas: inout Canvas, frame: SceneFrame) { canvas.put("ticks \(ticks)", at: Point(x: 0, y: 0)) }
    func nextTick(after now: Instant) -> Instant? { now.advanced(byMilliseconds: 1000) }
    mutating func covered(_ isShowing: Bool, frame: SceneFrame) { overlay.append(isShowing) }
  }

  @Test func scenesKeepTickingUnderTheOverlayAndHearItOpenAndClose() throws {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 60, height: 40), events: [.key(.character("?")), nil, nil, .key(.character("x"))])
    let app = App(terminal: terminal, services: services, root: Ticker())
    app.draw()
    for _ in 0..<4 { app.step() }
    let ticker = try #require(app.topScene as? Ticker)
    #expect(ticker.ticks == 2)
    #expect(ticker.overlay == [true, false])
    #expect(terminal.screenText.contains("ticks 2"))
  }

  @Test func aTooSmallTerminalCoversTheSceneAndTicksStillReachIt() throws {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 60, height: 40))
    let app = App(terminal: terminal, services: services, root: Ticker())
    app.draw()
    terminal.resize(to: Size(width: 10, height: 4))
    app.step()
    terminal.enqueue(nil)
    app.step()
    terminal.resize(to: Size(width: 60, height: 40))
    app.step()
    let ticker = try #require(app.topScene as? Ticker)
    #expect(ticker.overlay == [true, false])
    #expect(ticker.ticks == 1)
  }

  @Test func aTallOverlayScrollsAndSaysThereIsMore() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 40, height: 12), events: [.key(.character("?")), .key(.character("j")), .key(.down)])
    let app = App(terminal: terminal, services: services, root: Ticker())
    app.draw()
    app.step()
    #expect(terminal.screenText.contains("k1 "))
    #expect(terminal.screenText.contains("↓ more"))
    app.step()
    app.step()
    #expect(!terminal.screenText.contains("k1 "))
    #expect(terminal.screenText.contains("k3 "))
    #expect(terminal.screenText.contains("↑↓ more"))
  }

  @Test func asciiModeLeavesNoOtherCharacterOnScreen() {
    let services = makeServices(unicode: false)
    for root in [TitleScene(services: services, startedAt: .zero) as any Scene, LeaderboardScene(services: services, game: .wordmatch), HelpScene(games: services.games), SettingsScene(services: services)] {
      let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.character("?"))])
      let app = App(terminal: terminal, services: services, root: root)
      var scene = root
      scene.appear(frame: services.frame)
      // Every character the scene draws has an ASCII stand-in: none would read as the fallback's question mark.
      #expect(unreadableInASCII(scene, size: Size(width: 100, height: 30), services: services).isEmpty, "\(type(of: root))")
      app.draw()
      app.step()
      let text = terminal.frames.map(\.text).joined()
      #expect(text.contains("help") || text.contains("Help"), "\(type(of: root)): the overlay opened")
    }
  }

  @Test func transliterationKeepsOneCellPerCharacter() {
    #expect(AsciiFallback.character("é") == "e")
    #expect(AsciiFallback.character("Ñ") == "N")
    #expect(AsciiFallback.character("→") == ">")
    #expect(AsciiFallback.character("×") == "x")
    #expect(AsciiFallback.character("日") == "?")
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("añejo →", at: Point(x: 0, y: 0))
    AsciiFallback.apply(to: &canvas)
    #expect(canvas.line(0) == "anejo > ")
  }
}

@Suite struct WideGlyphTests {
  @Test func wideGlyphsTakeTwoCells() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    let end = canvas.put("ab日本c", at: Point(x: 0, y: 0))
    #expect(end == 7)
    #expect(canvas[2, 0].glyph == "日")
    #expect(canvas[3, 0].isContinuation)
    #expect(canvas[6, 0].glyph == "c")
    #expect(canvas.line(0) == "ab日本c   ")
  }

  @Test func aWideGlyphThatDoesNotFitIsLeftOut() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.put("ab日", at: Point(x: 0, y: 0))
    #expect(canvas.line(0) == "ab ")
  }

  @Test func asciiModeGivesAWideGlyphOneStandIn() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.put("a日b", at: Point(x: 0, y: 0))
    AsciiFallback.apply(to: &canvas)
    #expect(canvas.line(0) == "a? b  ")
  }
}

@Suite struct CoveredAcrossTransitionsTests {
  /// Pushes a plain screen on its first tick, as a game that opens its leaderboard would.
  struct Pusher: Scene {
    var covers: [Bool] = []
    var pushed = false
    var minimumSize: Size { Size(width: 20, height: 8) }
    var help: SceneHelp { SceneHelp(title: "Pusher", keys: [("x", "y")]) }
    mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
      guard event == .tick, !pushed else { return nil }
      pushed = true
      return .push(HelpScene(games: .arcade()))
    }
    func draw(into canvas: inout Canvas, frame: SceneFrame) {}
    func nextTick(after now: Instant) -> Instant? { pushed ? nil : now }
    mutating func covered(_ isCovered: Bool, frame: SceneFrame) { covers.append(isCovered) }
  }

  @Test func aCoveredSceneIsUncoveredBeforeAnotherGoesOverIt() throws {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.character("?")), nil, .key(.character("q"))])
    let app = App(terminal: terminal, services: services, root: Pusher())
    app.draw()
    app.step()
    app.step()
    #expect(app.depth == 2)
    app.step()
    let pusher = try #require(app.topScene as? Pusher)
    #expect(pusher.covers == [true, false])
  }
}
