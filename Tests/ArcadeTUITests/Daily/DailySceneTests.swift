import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// The Daily screen: keys and clicks choose a game and a day, the standing and the board follow, Enter plays.
@Suite struct DailySceneTests {
  static let day = DailyDate("2026-11-26")!
  static func clock() -> ManualClock { ManualClock(epoch: Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)) }

  /// A finished, ranked PriceGuess daily of `day` by `player` (its moves are not needed here).
  static func daily(_ player: String, score: Int, on day: DailyDate = day) -> PlayedRound {
    let start = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 3_600)
    return PlayedRound(
      game: .priceguess, player: player, startedAt: start, endedAt: start.addingTimeInterval(60), outcome: .finished,
      score: score, durationMilliseconds: 60_000, context: .daily(DailyVariant(day: day)))
  }

  @Test func keysChooseAGameAndADayNeverAfterToday() {
    let services = makeServices(clock: Self.clock(), size: Size(width: 100, height: 30))
    var scene = DailyScene(services: services)
    _ = scene.handle(.key(.down), frame: services.frame)
    #expect(scene.games[scene.selected].id == .priceguess)
    _ = scene.handle(.key(.character("l")), frame: services.frame)
    #expect(scene.day == Self.day)
    _ = scene.handle(.key(.left), frame: services.frame)
    _ = scene.handle(.key(.character("h")), frame: services.frame)
    #expect(scene.day == Self.day.adding(days: -2))
    #expect(render(scene, services: services).contains(" 2026-11-24: missed — Enter plays it as practice"))
    _ = scene.handle(.key(.character("t")), frame: services.frame)
    #expect(scene.day == Self.day)
    _ = scene.handle(.key(.character("s")), frame: services.frame)
    #expect(scene.message == "Nothing to share for 2026-11-26: the day's ranked attempt is not finished.")
    #expect(scene.handle(.key(.character("q")), frame: services.frame)?.isPop == true)
  }

  /// `g` races the day's best, once the player's own attempt is on the day's board (before, it would show the day).
  @Test func gRacesTheDaysBestAfterYourOwnAttempt() throws {
    let store = MemoryScoreKeeper(rounds: [Self.daily("ana", score: 70)])
    let services = makeServices(clock: Self.clock(), store: store, size: Size(width: 100, height: 30))
    var scene = DailyScene(services: services, game: .priceguess)
    _ = scene.handle(.tick, frame: services.frame)
    #expect(scene.board.map(\.round.player) == ["ana"])
    #expect(scene.handle(.key(.character("g")), frame: services.frame) == nil)
    #expect(scene.message == "Race the day's best once your own 2026-11-26 attempt is on its board.")
    store.keep(Self.daily("tester", score: 40))
    scene.appear(frame: services.frame)
    _ = scene.handle(.tick, frame: services.frame)
    guard case .race(let best)? = scene.handle(.key(.character("g")), frame: services.frame) else {
      Issue.record("g did not race the day's best: \(scene.message ?? "") \(scene.board.map(\.round.player))")
      return
    }
    #expect(best.player == "ana" && best.score == 70)
  }

  @Test func theStandingStreakCalendarAndBoardFollowTheRounds() {
    let store = MemoryScoreKeeper(rounds: [
      Self.daily("tester", score: 40), Self.daily("ana", score: 70), Self.daily("tester", score: 10, on: Self.day.adding(days: -1)),
    ])
    let services = makeServices(clock: Self.clock(), store: store, size: Size(width: 100, height: 30))
    var scene = DailyScene(services: services, game: .priceguess)
    let first = render(scene, services: services)
    #expect(first.contains(" ▶ PriceGuess   10 questions, mixed       40 points  🔥 2"))
    // The first frame marks the days played; the places on each day's board come on the next tick.
    #expect(first.contains("  ✓   ✓"))
    #expect(scene.nextTick(after: .zero) == .zero)
    _ = scene.handle(.tick, frame: services.frame)
    #expect(scene.nextTick(after: .zero) == scene.midnight)
    let text = render(scene, services: services)
    #expect(text.contains(" ▶ PriceGuess   10 questions, mixed       40 points, #2 of 2  🔥 2"))
    #expect(text.contains("All six: 0 days in a row (longest 0)"))
    #expect(text.contains("  1  ana            70"))
    #expect(text.contains("  2  tester         40"))
    #expect(text.contains(" #1  #2"))
    _ = scene.handle(.key(.character("s")), frame: services.frame)
    // Services not wired to a terminal know of no clipboard: the line is shown, and "copied" is not said.
    #expect(scene.message == "Swift Arcade daily 2026-11-26 · PriceGuess 40 points · #2 of 2 · 🔥 2")
    // A terminal that takes OSC 52 gets the line, and the screen says so; one that does not, nothing is claimed.
    for takes in [true, false] {
      let terminal = MemoryTerminal(size: Size(width: 100, height: 30), events: [.key(.character("s"))])
      terminal.takesClipboard = takes
      let app = App(terminal: terminal, services: services, root: scene)
      app.draw()
      app.step()
      let line = "Swift Arcade daily 2026-11-26 · PriceGuess 40 points · #2 of 2 · 🔥 2"
      #expect(terminal.clipboard == (takes ? [line] : []))
      #expect(terminal.screenText.contains("Copied: " + line) == takes, "\(terminal.screenText)")
    }
  }

  @Test func aClickChoosesAndASecondClickPlays() {
    let services = makeServices(clock: Self.clock(), size: Size(width: 100, height: 30))
    var scene = DailyScene(services: services)
    func click(_ x: Int, _ y: Int) -> Transition? {
      scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: x, y: y))), frame: services.frame)
    }
    #expect(click(10, DailyScene.firstGameRow + 2) == nil)
    #expect(scene.games[scene.selected].id == .minesweeper)
    #expect(click(10, DailyScene.firstGameRow + 2)?.pushed is MinesweeperScene)
    // A day of the calendar: the Monday of the first week shown, then today's own cell again.
    #expect(click(3, scene.firstCalendarRow) == nil)
    #expect(scene.day == scene.calendarDays[0])
    #expect(click(90, 2) == nil)
  }

  /// With ASCII glyphs and no colours the calendar still reads: its marks are letters and signs, none lost.
  @Test func theCalendarReadsInASCIIWithoutColours() {
    let store = MemoryScoreKeeper(rounds: [Self.daily("tester", score: 40), Self.daily("tester", score: 10, on: Self.day.adding(days: -2))])
    let services = makeServices(clock: Self.clock(), store: store, colors: false, unicode: false, size: Size(width: 100, height: 30))
    var scene = DailyScene(services: services, game: .priceguess)
    _ = scene.handle(.tick, frame: services.frame)
    let text = render(scene, services: services)
    #expect(text.contains("#n rank  + finished  x abandoned  . missed  ? to play"))
    #expect(text.contains("  #1   .  #1"))
    #expect(text.contains("All six: 0 days in a row (longest 0)"))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(unmappedGlyphs(scene, size: Size(width: 100, height: 30), services: services).isEmpty)
  }
}
