import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct WordMatchResultSceneTests {
  /// Plays the fixture game to the end, answering every pair wrongly (or rightly), and returns the result screen.
  static func finishedGame(
    services: ArcadeServices, clock: ManualClock, right: Bool = false, options: WordMatchOptions = .standard
  ) -> WordMatchResultScene {
    var scene = makePlayScene(services: services, options: options)
    while true {
      let truth = scene.game.round!.truth
      send([.key(.character((truth == .correct) == right ? "y" : "n"))], to: &scene, services: services)
      clock.advance(milliseconds: 500)
      if let result = scene.handle(.tick, services: services)?.replacement as? WordMatchResultScene { return result }
    }
  }

  @Test func showsTheFiguresAndTheMissedPairsWithTheirTranslations() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let result = Self.finishedGame(services: services, clock: clock)
    let lines = screenLines(result, services: services)
    #expect(lines[0] == "                               WordMatch — Out of lives after 3 pairs")
    #expect(lines[1] == "                     English → Spanish · Normal · 15 pairs · 3 lives · seed 42")
    #expect(lines[3] == "                                   Correct attempts             0")
    #expect(lines[4] == "                                   Wrong attempts               3")
    #expect(lines[5] == "                                   Score                        0")
    #expect(lines[6] == "                                   Time                      0:01")
    #expect(lines[9] == "                  Missed pairs (3):")
    #expect(lines[10] == "                  English         Spanish         Your answer    Right translation")
    #expect(lines[11] == "                  house           perro           Correct        casa")
    #expect(lines[27] == "                 [ Play again (p) ]    [ Leaderboard (L) ]    [ Back to menu (q) ]")
    #expect(result.nextTick(after: clock.now()) == nil)
    // Time on the result screen is the game's, not the clock's: later frames are identical.
    clock.advance(milliseconds: 60_000)
    #expect(screenLines(result, services: services) == lines)
  }

  @Test func manyMissesScroll() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock, size: Size(width: 40, height: 12))
    var result = Self.finishedGame(services: services, clock: clock, options: WordMatchOptions(pairCount: 30, lives: 10))
    #expect(result.game.missed.count == 10)
    let size = Size(width: 40, height: 12)
    var lines = screenLines(result, size: size, services: services)
    #expect(lines[4] == "     Missed pairs (10):        ↓ 5 more")
    #expect(lines[4].hasSuffix("↓ 5 more"))
    #expect(lines[5] == "     house → casa (not perro)")
    send([.key(.down), .key(.character("j")), .key(.pageDown)], to: &result, services: services)
    #expect(result.scroll == 5)
    lines = screenLines(result, size: size, services: services)
    #expect(lines[4].hasSuffix("↑ 5 more"))
    #expect(lines[11] == "   [ Play again ] [ Scores ] [ Menu ]")
    send([.key(.up)], to: &result, services: services)
    #expect(result.scroll == 4)
  }

  @Test func playAgainDealsANewGameWithTheSameOptions() throws {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var result = Self.finishedGame(services: services, clock: clock, options: WordMatchOptions(speed: .slow, pairCount: 5, lives: 1))
    let again = try #require(result.handle(.key(.character("p")), services: services)?.replacement as? WordMatchPlayScene)
    #expect(again.game.seed != result.game.seed)
    #expect(again.game.options == result.game.options)
    #expect(again.game.correctAttempts == 0)
    #expect(again.game.phase == .falling)
    #expect(again.game.round?.fall.start == clock.now())
    // Enter presses the highlighted button, Play again at first.
    #expect(result.handle(.key(.enter), services: services)?.replacement is WordMatchPlayScene)
  }

  @Test func leaderboardMenuAndOptions() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeWordMatchServices(clock: clock, store: store)
    var result = Self.finishedGame(services: services, clock: clock)
    var board = try #require(result.handle(.key(.character("L")), services: services)?.pushed)
    board.appear(services: services)
    let text = render(board, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("English → Spanish · Normal — best scores"))
    #expect(text.contains("tester"))
    #expect(result.handle(.key(.character("q")), services: services)?.isPop == true)
    let setup = try #require(result.handle(.key(.character("o")), services: services)?.replacement as? WordMatchSetupScene)
    #expect(setup.choices == WordMatchChoices(listFile: "en-es.json", options: .standard))
    // Arrows move the highlight; Enter on "Back to menu" pops.
    send([.key(.right), .key(.character("l"))], to: &result, services: services)
    #expect(result.handle(.key(.enter), services: services)?.isPop == true)
  }

  @Test func theButtonHighlightStopsAtTheEnds() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var result = Self.finishedGame(services: services, clock: clock)
    // ← from "Play again" stays there: wrapping would reach "Back to menu", which ends `arcade play`.
    send([.key(.left), .key(.left)], to: &result, services: services)
    #expect(result.handle(.key(.enter), services: services)?.replacement is WordMatchPlayScene)
    send([.key(.right), .key(.right), .key(.right)], to: &result, services: services)
    #expect(result.handle(.key(.enter), services: services)?.isPop == true)
  }

  @Test func clicksOnTheButtons() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var result = Self.finishedGame(services: services, clock: clock)
    // At 100×30 the buttons sit on row 27: Play again at 17–34, Leaderboard at 39–57, Back to menu at 62–81.
    #expect(result.action(for: .mouse(MouseEvent(.press, .left, at: Point(x: 20, y: 27))), layout: WordMatchResultLayout(size: Size(width: 100, height: 30))) == .playAgain)
    #expect(result.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 45, y: 27))), services: services)?.pushed is LeaderboardScene)
    #expect(result.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 70, y: 27))), services: services)?.isPop == true)
    #expect(result.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 59, y: 27))), services: services) == nil)
  }

  @Test func asciiAndMonochromeStillSayWhatHappened() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock, unicode: false)
    let result = Self.finishedGame(services: services, clock: clock)
    let text = render(result, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("WordMatch - Out of lives after 3 pairs"))
    #expect(text.contains("English -> Spanish - Normal"))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
  }
}
