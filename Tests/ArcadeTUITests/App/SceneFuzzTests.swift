import ArcadeCore
import Foundation
import Testing
@testable import ArcadeTUI

/// Random keys, bytes, clicks, drags and resizes thrown at every screen through the real loop.
///
/// After every event the frame fits the terminal and its cursor is on it, nothing traps, and at the end
/// `q`/Esc still leave. `ARCADE_FUZZ_SEEDS` sets the seeds per screen (`make fuzz` runs many more).
@Suite struct SceneFuzzTests {
  static let seeds = ProcessInfo.processInfo.environment["ARCADE_FUZZ_SEEDS"].flatMap(Int.init) ?? 12
  static let eventsPerRun = 150

  /// The screens a run starts from: each game's first screen, and the arcade's own.
  static let roots: [String] = GameRegistry.arcade().games.map(\.id.rawValue) + ["title", "leaderboard", "settings", "help"]

  static func root(_ name: String, services: ArcadeServices) -> any Scene {
    switch name {
    case "title": TitleScene(startedAt: services.now())
    case "leaderboard": LeaderboardScene()
    case "settings": SettingsScene(settings: services.settings)
    case "help": HelpScene()
    default: services.firstScene(of: services.games[GameID(name)]!)
    }
  }

  /// Keys a player can press, weighted toward the ones games react to; q, Esc and Ctrl-C are rare.
  static let keys: [Key] = [
    .up, .down, .left, .right, .enter, .tab, .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown,
    .function(1), .control("l"), .control("z"), .control("a"),
  ] + Array("abcdefghijklmnoprstuvwxyzABHLSV0123456789 ?+-.,é漢🚀\u{200B}\u{202E}").map { .character($0) }

  static func randomEvent(_ random: inout SeededGenerator, size: Size) -> InputEvent? {
    switch random.below(100) {
    case 0..<62:
      return .key(random.element(of: keys))
    case 62..<64:
      return .key(random.chance(0.5) ? .escape : .character("q"))
    case 64..<84:
      let kinds: [MouseEvent.Kind] = [.press, .release, .drag]
      let buttons: [MouseButton] = [.left, .left, .left, .right, .middle, .wheelUp, .wheelDown]
      let point = Point(x: random.int(in: -2...size.width + 2), y: random.int(in: -2...size.height + 2))
      return .mouse(MouseEvent(random.element(of: kinds), random.element(of: buttons), at: point))
    case 84..<88:
      return .resize(Size(width: random.int(in: 8...140), height: random.int(in: 3...50)))
    default:
      return nil  // a tick: time passes
    }
  }

  /// What one run saw, for the counts in the report.
  struct Counts {
    var events = 0
    var frames = 0
    var left = 0
  }

  static func run(root name: String, seed: UInt64) -> (counts: Counts, problems: [String]) {
    var random = SeededGenerator(seed: seed &* 7919 &+ UInt64(name.count))
    let clock = ManualClock(start: Instant(milliseconds: 1_000))
    let services = makeServices(clock: clock, seed: seed, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30))
    terminal.onWait = { timeout in clock.advance(milliseconds: Int64(min(timeout ?? 50, 2_000))) }
    let app = App(terminal: terminal, services: services, root: root(name, services: services))
    app.draw()
    var counts = Counts()
    var problems: [String] = []
    func check(after event: String) {
      guard let frame = terminal.lastFrame else { return }
      counts.frames += 1
      if frame.size != terminal.size { problems.append("\(name) seed \(seed): frame \(frame.size) on \(terminal.size) after \(event)") }
      if let cursor = frame.cursor, cursor.x < 0 || cursor.y < 0 || cursor.x >= frame.width || cursor.y >= frame.height {
        problems.append("\(name) seed \(seed): cursor \(cursor) outside \(frame.size) after \(event)")
      }
    }
    for _ in 0..<eventsPerRun where !app.isFinished {
      let event = randomEvent(&random, size: terminal.size)
      if case .resize(let size) = event {
        terminal.resize(to: size)
      } else {
        terminal.enqueue(event)
      }
      app.step()
      counts.events += 1
      check(after: "\(String(describing: event))")
    }
    // Whatever the screen, q and Esc lead out (Esc first: a text field keeps a typed q).
    if app.isFinished { counts.left += 1 }
    terminal.resize(to: Size(width: 100, height: 30))
    for index in 0..<60 where !app.isFinished {
      terminal.enqueue(.key(index.isMultiple(of: 2) ? .escape : .character("q")))
      app.step()
    }
    if !app.isFinished { problems.append("\(name) seed \(seed): q and Esc did not leave \(type(of: app.topScene))") }
    return (counts, problems)
  }

  @Test(arguments: roots)
  func randomInputNeverBreaksAScreen(root: String) {
    var total = Counts()
    var problems: [String] = []
    for seed in 0..<UInt64(Self.seeds) {
      let (counts, found) = Self.run(root: root, seed: seed)
      total.events += counts.events
      total.frames += counts.frames
      total.left += counts.left
      problems += found
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    print("fuzz \(root): \(Self.seeds) seeds, \(total.events) events, \(total.frames) frames checked, \(total.left) runs left before the end")
  }
}
