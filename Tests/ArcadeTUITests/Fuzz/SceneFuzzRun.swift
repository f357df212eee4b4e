import ArcadeTestSupport
import ArcadeCore
import Foundation

@testable import ArcadeTUI

/// One fuzz run: a start's scene in the real loop on a memory terminal, its route, then random events.
final class SceneFuzzRun {
  static let eventsPerRun = 150
  let start: FuzzStart
  let seed: UInt64
  let clock = ManualClock(start: Instant(milliseconds: 1_000))
  let terminal: MemoryTerminal
  let app: App
  var random: SeededGenerator
  private(set) var problems: [String] = []

  /// `theme` nil: no colour, as most scene tests draw; a theme draws in its colours (the contrast tests).
  init(start: FuzzStart, seed: UInt64, theme: ThemeName? = nil) {
    self.start = start
    self.seed = seed
    random = SeededGenerator(seed: seed &* 7919 &+ UInt64(start.name.count))
    let services = makeServices(clock: clock, seed: seed, theme: theme, size: start.size)
    terminal = MemoryTerminal(size: start.size)
    let clock = clock
    terminal.onWait = { timeout in clock.advance(milliseconds: Int64(min(timeout ?? 50, 2_000))) }
    // As `arcade play` opens a game: the menu comes up when the game goes back to it.
    app = App(terminal: terminal, services: services, root: start.root(services), menu: { TitleScene(services: services, startedAt: services.now()) })
    app.draw()
  }

  var topScene: String { String(describing: type(of: app.topScene)) }

  /// Sends the start's route; returns every screen that was on top on the way, with the size it asked for.
  @discardableResult
  func sendRoute() -> [String: Size] {
    var seen: [String: Size] = [topScene: app.topScene.minimumSize]
    for event in start.route(app.services) where !app.isFinished {
      send(event)
      seen[topScene] = app.topScene.minimumSize
    }
    return seen
  }

  /// The route, random events, then q and Esc until the arcade leaves.
  func run(events: Int = eventsPerRun) -> [String] {
    sendRoute()
    if let reaches = start.reaches, topScene != reaches { problems.append("\(start.name): the route reached \(topScene), not \(start.reaches)") }
    for _ in 0..<events where !app.isFinished { send(randomEvent()) }
    // Whatever the screen, q and Esc lead out (Esc first: a text field keeps a typed q).
    terminal.resize(to: Size(width: 100, height: 30))
    for index in 0..<60 where !app.isFinished {
      terminal.enqueue(.key(index.isMultiple(of: 2) ? .escape : .character("q")))
      app.step()
    }
    if !app.isFinished { problems.append("\(start.name) seed \(seed): q and Esc did not leave \(topScene)") }
    return problems
  }

  private func send(_ event: InputEvent?) {
    if case .resize(let size) = event { terminal.resize(to: size) } else { terminal.enqueue(event) }
    app.step()
    guard let frame = terminal.lastFrame else { return }
    let what = "\(start.name) seed \(seed) on \(topScene) after \(String(describing: event))"
    if frame.size != terminal.size { problems.append("frame \(frame.size) on \(terminal.size): \(what)") }
    if let cursor = frame.cursor, cursor.x < 0 || cursor.y < 0 || cursor.x >= frame.width || cursor.y >= frame.height {
      problems.append("cursor \(cursor) outside \(frame.size): \(what)")
    }
  }

  /// Keys a player can press, weighted toward the ones games react to; q, Esc and Ctrl-C are rare.
  static let keys: [Key] = [
    .up, .down, .left, .right, .enter, .tab, .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown,
    .function(1), .control("l"), .control("z"), .control("a"),
  ] + Array("abcdefghijklmnoprstuvwxyzABHLSV0123456789 ?+-.,é漢🚀\u{200B}\u{202E}").map { .character($0) }

  private func randomEvent() -> InputEvent? {
    let size = terminal.size
    switch random.below(100) {
    case 0..<62:
      return .key(random.element(of: Self.keys))
    case 62..<64:
      return .key(random.chance(0.5) ? .escape : .character("q"))
    case 64..<84:
      let kinds: [MouseEvent.Kind] = [.press, .release, .drag]
      let buttons: [MouseButton] = [.left, .left, .left, .right, .middle, .wheelUp, .wheelDown]
      let point = Point(x: random.int(in: -2...size.width + 2), y: random.int(in: -2...size.height + 2))
      return .mouse(MouseEvent(random.element(of: kinds), random.element(of: buttons), at: point))
    case 84..<88:
      // Mostly sizes people have, sometimes the extremes.
      if random.chance(0.3) { return .resize(Size(width: random.int(in: 1...300), height: random.int(in: 1...100))) }
      return .resize(Size(width: random.int(in: 38...140), height: random.int(in: 10...50)))
    default:
      return nil  // a tick: time passes
    }
  }

  /// Runs a start's seeds in this (child) process and exits: 0 when nothing broke, 1 with the problems written
  /// to `report`. A trap ends the process on its own, after the line that names the start and the seed.
  static func runInChild(start name: String, seeds: [UInt64], report: String) -> Never {
    guard FileManager.default.createFile(atPath: report, contents: nil), let file = FileHandle(forWritingAtPath: report) else { exit(3) }
    func say(_ line: String) { file.write(Data((line + "\n").utf8)) }
    guard let start = FuzzStart.all.first(where: { $0.name == name }) else {
      say("no fuzz start \(name)")
      exit(2)
    }
    for seed in seeds {
      say("seed \(seed): ARCADE_FUZZ_START=\(name) ARCADE_FUZZ_SEED=\(seed) swift test --filter SceneFuzzTests")
      let problems = SceneFuzzRun(start: start, seed: seed).run()
      if !problems.isEmpty {
        problems.prefix(5).forEach(say)
        exit(1)
      }
    }
    say("clean")
    exit(0)
  }

  /// The names of every scene type the front end declares, read from its sources.
  static func declaredScenes() throws -> Set<String> {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)  // Fuzz/SceneFuzzRun.swift, ArcadeTUITests, Tests
    let scenes = parts.joined(separator: "/") + "/Sources/ArcadeTUI/Scenes"
    var names: Set<String> = []
    let files = FileManager.default.enumerator(atPath: scenes)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOfFile: scenes + "/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains("struct ") && line.hasSuffix(": Scene {") {
        if let name = line.split(separator: " ").first(where: { $0.hasSuffix(":") && $0 != "struct" }) { names.insert(String(name.dropLast())) }
      }
    }
    return names
  }
}
