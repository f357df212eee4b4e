import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// One ranked attempt a day, whatever the clock does: a daily belongs to the UTC day it was started on.
@Suite struct DailyClockTests {
  static let day = DailyDate("2026-11-26")!

  /// A wall clock `seconds` after midnight UTC of `day` (negative: the evening before).
  static func clock(at seconds: Double, of day: DailyDate = day) -> ManualClock {
    ManualClock(epoch: Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + seconds))
  }

  /// Runs `scene` in a loop and presses `key` every `every` ms until `done` or `limit` presses; returns the app.
  @discardableResult
  static func press(
    _ key: Character, on services: ArcadeServices, clock: ManualClock, root: any Scene, every: Int64 = 1_500, limit: Int = 40,
    until done: () -> Bool
  ) -> App {
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: root)
    app.draw()
    for _ in 0..<limit where !done() {
      clock.advance(milliseconds: every)
      terminal.enqueue(.key(.character(key)))
      app.step()
    }
    return app
  }

  @Test func aDailyStartedBeforeMidnightAndFinishedAfterCountsForItsDay() throws {
    let store = MemoryScoreKeeper()
    let clock = Self.clock(at: -60)  // 23:59 on the 25th
    let services = makeServices(clock: clock, store: store)
    let game = try #require(services.games[.priceguess])
    #expect(services.today.description == "2026-11-25")
    Self.press("1", on: services, clock: clock, root: services.openDaily(game, on: services.today), every: 12_000) { !store.saved.isEmpty }
    let round = try #require(store.saved.first)
    #expect(services.today.description == "2026-11-26")
    #expect(round.legacyVariant == "daily 2026-11-25")
    // The new day's daily is a first attempt of its own, ranked too.
    Self.press("1", on: services, clock: clock, root: services.openDaily(game, on: services.today)) { store.saved.count == 2 }
    #expect(store.saved.last?.legacyVariant == "daily 2026-11-26")
  }

  @Test func aDailyResumedAfterMidnightStillCountsForItsDay() throws {
    let store = MemoryScoreKeeper()
    let evening = Self.clock(at: -300)
    let first = makeServices(clock: evening, store: store)
    let game = try #require(first.games[.priceguess])
    let app = Self.press("2", on: first, clock: evening, root: first.openDaily(game, on: first.today), limit: 3) { false }
    app.step()  // the last key's answer
    #expect(store.saved.isEmpty)
    let kept = try #require(store.unfinished.first)

    // The next morning, another run takes it up: still the 25th's daily, and still the ranked attempt.
    let morning = Self.clock(at: 8 * 3_600)
    let second = makeServices(clock: morning, store: store)
    #expect(second.today.description == "2026-11-26")
    Self.press("1", on: second, clock: morning, root: second.resumeScene(for: kept)) { !store.saved.isEmpty }
    let round = try #require(store.saved.first)
    #expect(round.legacyVariant == "daily 2026-11-25")
    #expect(second.recorder.dailyRows(.priceguess, DailyVariant(day: Self.day.adding(days: -1))).map(\.round.id) == [round.id])
  }

  /// Left and thrown away, the first attempt still counts as played: the next one is practice.
  @Test func anAbandonedAttemptCountsAsPlayedAndTheNextIsPractice() throws {
    let store = MemoryScoreKeeper()
    let clock = Self.clock(at: 10 * 3_600)
    let services = makeServices(clock: clock, store: store)
    let game = try #require(services.games[.priceguess])
    Self.press("3", on: services, clock: clock, root: services.openDaily(game, on: services.today), limit: 2) { false }
    let kept = try #require(store.unfinished.first)
    store.discardUnfinished(uid: kept.uid)
    var screen = DailyScene(services: services, game: .priceguess)
    screen.appear(frame: services.frame)
    #expect(render(screen, size: Size(width: 100, height: 30), services: services).contains("PriceGuess   10 questions, mixed       abandoned (counts as played)"))
    Self.press("1", on: services, clock: clock, root: services.openDaily(game, on: services.today)) { !store.saved.isEmpty }
    #expect(store.saved.first?.legacyVariant == "daily 2026-11-26 practice")
    #expect(services.recorder.dailyRows(.priceguess, DailyVariant(day: Self.day)).isEmpty)
  }

  /// Every game's daily opens in the game's own screen, dealt from the day's seed, and a past day is practice.
  @Test func everyGamesDailyOpensInItsOwnScreen() throws {
    let services = makeServices(clock: Self.clock(at: 12 * 3_600))
    for game in services.games.games {
      let scene = services.openDaily(game, on: services.today)
      let resumable = try #require(scene as? any ResumableScene, "\(game.id.rawValue): \(type(of: scene))")
      let key = game.daily?.key(services) ?? ""
      #expect(resumable.context == .daily(DailyVariant(day: Self.day, key: key)), "\(game.id.rawValue)")
      let past = try #require(services.openDaily(game, on: Self.day.adding(days: -3)) as? any ResumableScene)
      #expect(past.context.daily?.practice == true, "\(game.id.rawValue)")
    }
  }

  /// Open across midnight, the Daily screen turns to the new day by itself: it asks to wake then.
  @Test func theDailyScreenTurnsToTheNewDayAtMidnight() {
    let clock = Self.clock(at: -30)
    let services = makeServices(clock: clock)
    var scene = DailyScene(services: services)
    _ = scene.handle(.tick, frame: services.frame)
    #expect(scene.nextTick(after: services.now()) == services.now().advanced(byMilliseconds: 30_000))
    clock.advance(milliseconds: 30_000)
    _ = scene.handle(.tick, frame: services.frame)
    #expect(scene.today == Self.day)
    #expect(scene.day == Self.day)
  }

  /// A store that cannot keep the day's claim makes the attempt practice, and says why: every run would rank else.
  @Test func anAttemptThatCannotBeClaimedIsPractice() throws {
    final class Unclaimable: StoreDouble {
      override func setting(_ key: String) throws -> String? { nil }
      override func setSetting(_ key: String, _ value: String) throws { throw StoreLocked() }
      override func claimSetting(_ key: String, _ value: String) -> String? { nil }
      struct StoreLocked: Error {}
    }
    let clock = Self.clock(at: 3_600)
    let services = makeServices(clock: clock, store: Unclaimable())
    let game = try #require(services.games[.minesweeper])
    let scene = try #require(services.openDaily(game, on: services.today) as? any ResumableScene)
    #expect(scene.context.daily?.practice == true)
    #expect(services.storage.statusMessage?.contains("cannot keep today's first attempt") == true)
  }
}
