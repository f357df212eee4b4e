import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A daily played through the real loop: saved under its day, the first attempt ranked, the next practice.
@Suite struct DailyPlayTests {
  static let day = DailyDate("2026-11-26")!
  /// Noon UTC of the day, as the wall clock of a test.
  static func clock(hour: Double = 12) -> ManualClock {
    ManualClock(epoch: Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + hour * 3_600))
  }

  /// Answers a ten-question PriceGuess daily with "1" each time; returns the saved round.
  static func playPriceGuess(_ services: ArcadeServices, store: MemoryScoreKeeper, clock: ManualClock) throws -> PlayedRound {
    let game = try #require(services.games[.priceguess])
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: services.openDaily(game, on: services.today))
    app.draw()
    let before = store.saved.count
    for _ in 0..<40 where store.saved.count == before {
      clock.advance(milliseconds: 1_500)
      terminal.enqueue(.key(.character("1")))
      app.step()
    }
    return try #require(store.saved.last)
  }

  @Test func theFirstAttemptIsRankedOnTheDaysBoardAndTheNextIsPractice() throws {
    let store = MemoryScoreKeeper()
    let clock = Self.clock()
    let services = makeServices(clock: clock, store: store)
    let first = try Self.playPriceGuess(services, store: store, clock: clock)
    #expect(first.legacyVariant == "daily 2026-11-26")
    #expect(first.seed == DailyDeal.seed(for: .priceguess, on: Self.day))
    #expect(RoundVerifier.arcade.verdict(on: first) == .verified)
    // Ten questions of ten products of the catalog: the daily deals on from the catalog past its first question.
    let quiz = try RoundTape<PriceGuessGame>(bytes: Array(try #require(first.tape)))
    #expect(Set(quiz.deal.questions.map(\.product.name)).count == 10)
    let rows = services.recorder.dailyRows(.priceguess, DailyVariant(day: Self.day))
    #expect(rows.map(\.round.id) == [first.id])

    let second = try Self.playPriceGuess(services, store: store, clock: clock)
    #expect(second.legacyVariant == "daily 2026-11-26 practice")
    #expect(services.recorder.dailyRows(.priceguess, DailyVariant(day: Self.day)).map(\.round.id) == [first.id])
    // Practice and the ranked attempt are off every other board.
    let normal = try #require(services.games[.priceguess]).boards(services.content).boards
    for board in normal { #expect(try board.rows(from: store.rounds(matching: board.selection)).isEmpty) }
  }

  /// From the Daily screen, a daily's end panel says Daily for the menu and goes back there, its result on it.
  @Test func theEndPanelGoesBackToTheDailyScreen() throws {
    let store = MemoryScoreKeeper()
    let clock = Self.clock()
    let services = makeServices(clock: clock, store: store)
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: TitleScene(services: services, startedAt: services.now()))
    app.draw()
    for key in ["D", "j", "\r"] {
      terminal.enqueue(.key(key == "\r" ? .enter : .character(Character(key))))
      app.step()
    }
    for _ in 0..<40 where store.saved.isEmpty {
      clock.advance(milliseconds: 1_500)
      terminal.enqueue(.key(.character("1")))
      app.step()
    }
    // The last answer's feedback, then the panel.
    for _ in 0..<3 {
      clock.advance(milliseconds: 1_500)
      terminal.enqueue(.tick)
      app.step()
    }
    let panel = terminal.lastFrame?.text ?? ""
    // No Options: a daily's deal is the day's.
    #expect(panel.contains("[ Practice ]  [ Day's board ]  [ Daily ]"), "\(panel)")
    #expect(!panel.contains("o options") && panel.contains("w replay"), "\(panel)")
    #expect(panel.contains("r practice") && panel.contains("q daily") && !panel.contains("q menu"), "\(panel)")
    terminal.enqueue(.key(.character("q")))
    app.step()
    let daily = try #require(app.topScene as? DailyScene)
    #expect(daily.games[daily.selected].id == .priceguess)
    #expect(app.depth == 2)
  }

  /// Playing again after a daily plays the same deal as practice, never an ordinary round.
  @Test func playingAgainAfterADailyIsPracticeOfTheSameDeal() throws {
    let store = MemoryScoreKeeper()
    let clock = Self.clock()
    let services = makeServices(clock: clock, store: store)
    let game = try #require(services.games[.priceguess])
    let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [])
    let app = App(terminal: terminal, services: services, root: services.openDaily(game, on: services.today))
    app.draw()
    for key in Array(repeating: "1", count: 40) + ["r"] + Array(repeating: "2", count: 40) where store.saved.count < 2 {
      clock.advance(milliseconds: 1_500)
      terminal.enqueue(key == "r" && store.saved.count == 1 ? .key(.character("r")) : key == "r" ? .tick : .key(.character(Character(key))))
      app.step()
    }
    #expect(store.saved.map(\.legacyVariant) == ["daily 2026-11-26", "daily 2026-11-26 practice"])
    #expect(store.saved.map(\.seed) == Array(repeating: DailyDeal.seed(for: .priceguess, on: Self.day), count: 2))
  }
}
