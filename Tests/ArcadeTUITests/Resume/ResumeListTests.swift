import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// The Resume list holds what was played: no round without a move, every kept round reachable (it scrolls), and a
/// discard asked twice.
@Suite struct ResumeListTests {
  static func round(_ number: Int) -> UnfinishedRound {
    UnfinishedRound(
      uid: "u\(number)", game: .minesweeper, player: "tester", options: "{}",
      startedAt: Date(timeIntervalSince1970: 1_800_000_000), leftAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(number)),
      clockMilliseconds: 1_000, summary: "Minesweeper Expert — round \(number)", tape: Data([1]))
  }

  /// Opening a game and leaving at once keeps nothing, for every game (WordMatch's first word falls as it opens).
  @Test(arguments: GameRegistry.arcade().games.map(\.id))
  func aGameLeftBeforeAnyMoveIsNotKept(id: GameID) throws {
    let store = MemoryScoreKeeper()
    let clock = ManualClock()
    let services = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: try #require(services.games[id]).play(nil)(services))
    app.draw()
    clock.advance(milliseconds: 300)
    terminal.enqueue(.key(.character("q")))
    app.step()
    #expect(store.unfinished.isEmpty, "\(id.rawValue) kept \(store.unfinished.map(\.summary))")
  }

  @Test func everyKeptRoundIsReachableAndTheListScrolls() {
    let store = MemoryScoreKeeper()
    for number in 1...16 { store.keepUnfinished(Self.round(number)) }
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    var scene = ResumeScene(services: services)
    #expect(scene.rounds.count == 16)
    let first = render(scene, services: services)
    #expect(first.contains("1–12 of 16"), "\(first)")
    #expect(first.contains("round 16") && !first.contains("round 4 "))
    for _ in 0..<15 { _ = scene.handle(.key(.down), frame: services.frame) }
    let last = render(scene, services: services)
    #expect(last.contains("5–16 of 16"), "\(last)")
    #expect(last.contains("▶ 16  Minesweeper Expert — round 1"), "\(last)")
    let small = render(scene, size: Size(width: 40, height: 12), services: services)
    #expect(small.contains("▶ 16  Minesweeper Expert"), "\(small)")
  }

  @Test func discardingAsksFirst() {
    let store = MemoryScoreKeeper()
    for number in 1...2 { store.keepUnfinished(Self.round(number)) }
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    var scene = ResumeScene(services: services)
    _ = scene.handle(.key(.character("x")), frame: services.frame)
    #expect(store.unfinished.count == 2)
    #expect(render(scene, services: services).contains("x again: discard it for good"))
    _ = scene.handle(.key(.character("x")), frame: services.frame)
    #expect(store.unfinished.map(\.uid) == ["u1"])
    // A key between the two asks again.
    _ = scene.handle(.key(.character("x")), frame: services.frame)
    _ = scene.handle(.key(.down), frame: services.frame)
    _ = scene.handle(.key(.character("x")), frame: services.frame)
    #expect(store.unfinished.count == 1)
  }

  /// A ranked daily attempt is the day's from its start: kept with no move, so the Daily screen takes it up.
  @Test func aRankedDailyIsKeptFromItsStart() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: DailyPlayTests.clock(), store: store, size: Size(width: 100, height: 30))
    let game = try #require(services.games[.wordsearch])
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.character("q"))])
    let app = App(terminal: terminal, services: services, root: services.dailyScene(for: game, on: services.today))
    app.draw()
    app.step()
    #expect(store.unfinished.count == 1)
  }

  /// A round taken up from the list goes back to the list on q: that is where it was opened from.
  @Test func qInARoundTakenUpFromTheListGoesBackToTheList() throws {
    let store = MemoryScoreKeeper()
    _ = ResumeTests.play([.key(.character(" "))], store: store, clock: ManualClock())
    let services = makeServices(store: store, size: Size(width: 100, height: 30))
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.enter)])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: .zero))
    app.draw()
    app.apply(.push(ResumeScene(services: services)))
    app.step()
    #expect(app.topScene is MinesweeperScene)
    terminal.enqueue(.key(.character("q")))
    app.step()
    #expect(app.topScene is ResumeScene)
    #expect(!app.isFinished)
  }
}
