import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct WordMatchResultSceneTests {
  /// Plays the fixture game to the end, answering every pair wrongly (or rightly) `reaction` ms after it appears, and
  /// returns the result screen.
  static func finishedGame(
    services: ArcadeServices, clock: ManualClock, right: Bool = false, options: WordMatchOptions = .standard, reaction: Int64 = 0
  ) -> WordMatchResultScene {
    var scene = makePlayScene(services: services, options: options)
    while true {
      let truth = scene.game.round!.truth
      clock.advance(milliseconds: reaction)
      send([.key(.character((truth == .correct) == right ? "y" : "n"))], to: &scene, services: services)
      clock.advance(milliseconds: 500)
      if let result = scene.handle(.tick, frame: services.frame)?.replacement as? WordMatchResultScene { return result }
    }
  }

  @Test func showsThePanelAndTheMissedPairsWithTheirTranslations() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let result = Self.finishedGame(services: services, clock: clock)
    let lines = screenLines(result, services: services)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("WordMatch — English → Spanish · Normal"))
    #expect(text.contains("Out of lives after 3 pairs"))
    #expect(figure("Right pairs spotted", in: text) == "0 × 50-100 = 0")
    #expect(figure("Wrong pairs rejected", in: text) == "0 × 5-10 = 0")
    #expect(figure("Wrong attempts", in: text) == "3")
    #expect(figure("Time", in: text) == "0:01")
    #expect(figure("Pairs", in: text) == "3 of 15")
    // A round that scored nothing is not praised with a rank (it read "Best on English → Spanish · Normal").
    #expect(text.contains("Saved; not ranked: no points scored"))
    #expect(text.contains("[ Play again ]  [ Leaderboard ]  [ Options ]  [ Menu ]"))
    #expect(text.contains("Missed pairs (3):"))
    #expect(text.contains("English         Spanish         Your answer    Right translation"))
    #expect(text.contains("house           perro           Correct        casa"))
    #expect(lines[29].contains("r again · L board · o options"))
    #expect(lines[29].contains("q menu"))
    #expect(result.nextTick(after: clock.now()) == nil)
    // Time on the result screen is the game's, not the clock's: later frames are identical.
    clock.advance(milliseconds: 60_000)
    #expect(screenLines(result, services: services) == lines)
  }

  /// The panel says how the score was made: right pairs spotted and wrong ones rejected, each with its range.
  @Test func theScoringShowsOnThePanelAndInTheHelp() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    let result = Self.finishedGame(services: services, clock: clock, right: true)
    let game = result.game
    // Every answer came as its pair appeared: the most each pair can earn.
    #expect(game.spotted.count + game.rejected.count == 15)
    #expect(game.spotted.count >= 3)
    let text = render(result, size: Size(width: 100, height: 30), services: services)
    #expect(figure("Score", in: text) == "\(game.spotted.count * 100 + game.rejected.count * 10)")
    #expect(figure("Right pairs spotted", in: text) == "\(game.spotted.count) × 50-100 = \(game.spotted.count * 100)")
    #expect(figure("Wrong pairs rejected", in: text) == "\(game.rejected.count) × 5-10 = \(game.rejected.count * 10)")
    // At 40×12 the score is the sum of the two.
    let compact = render(result, size: Size(width: 40, height: 12), services: services)
    #expect(compact.contains("\(game.spotted.count * 100) + \(game.rejected.count * 10) = \(game.score)"))
    let notes = result.help.notes.joined(separator: " ")
    #expect(notes.contains("A right pair spotted scores 50 to 100, a wrong pair rejected 5 to 10"))
  }

  @Test func manyMissesScroll() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock, size: Size(width: 40, height: 12))
    // Each word answered 0.4 s after it appears: a person's pace (at once is a program's, and the panel says so first).
    var result = Self.finishedGame(services: services, clock: clock, options: WordMatchOptions(pairCount: 30, lives: 10), reaction: 400)
    #expect(result.game.missed.count == 10)
    let size = Size(width: 40, height: 12)
    var lines = screenLines(result, size: size, services: services)
    let header = lines.firstIndex { $0.contains("Missed pairs (10):") }!
    #expect(lines[header].hasSuffix("more"))
    #expect(lines[header + 1].contains("house → casa (not perro)"))
    // Games of another length are saved but not ranked, and the panel says so.
    #expect(lines.joined().contains("Saved; not ranked: only 15 pairs and"))
    send([.key(.down), .key(.character("j")), .key(.pageDown)], to: &result, services: services)
    #expect(result.scroll > 2)
    lines = screenLines(result, size: size, services: services)
    #expect(lines[header].contains("↑ \(result.scroll) more"))
    let before = result.scroll
    send([.key(.up)], to: &result, services: services)
    #expect(result.scroll == before - 1)
    #expect(lines.joined().contains("[ Again ]"))
  }

  @Test func playAgainDealsANewGameWithTheSameOptions() throws {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var result = Self.finishedGame(services: services, clock: clock, options: WordMatchOptions(speed: .slow, pairCount: 5, lives: 1))
    let again = try #require(result.handle(.key(.character("r")), frame: services.frame)?.replacement as? WordMatchPlayScene)
    #expect(again.game.seed != result.game.seed)
    #expect(again.game.options == result.game.options)
    #expect(again.game.correctAttempts == 0)
    #expect(again.game.phase == .falling)
    #expect(again.game.round?.fall.start == clock.now())
    // Enter presses the highlighted button, Play again at first.
    #expect(result.handle(.key(.enter), frame: services.frame)?.replacement is WordMatchPlayScene)
  }

  @Test func leaderboardMenuAndOptions() throws {
    let clock = ManualClock()
    let store = MemoryScoreKeeper()
    let services = makeWordMatchServices(clock: clock, store: store)
    var result = Self.finishedGame(services: services, clock: clock)
    #expect(result.receipt?.round.id == store.saved.first?.id)
    let asked = try #require(result.handle(.key(.character("L")), frame: services.frame)?.leaderboard)
    var board = LeaderboardScene(services: services, game: asked.game, boardIndex: asked.board, highlight: asked.highlight)
    board.appear(frame: services.frame)
    let text = render(board, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("English → Spanish · Normal — best scores"))
    // The round scored nothing: kept, but not on the board of best scores.
    #expect(!text.contains("tester"))
    #expect(leadsToMenu(result.handle(.key(.character("q")), frame: services.frame)))
    #expect(leadsToMenu(result.handle(.key(.escape), frame: services.frame)))
    let options = try #require(result.handle(.key(.character("o")), frame: services.frame)?.reopened as? WordMatchOptionsScene)
    #expect(options.choices == WordMatchChoices(listFile: "en-es.json", options: .standard))
    // Arrows move the highlight; Enter on "Menu" goes to the menu.
    send([.key(.right), .key(.character("l")), .key(.tab)], to: &result, services: services)
    #expect(leadsToMenu(result.handle(.key(.enter), frame: services.frame)))
  }

  @Test func theButtonHighlightStopsAtTheEnds() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var result = Self.finishedGame(services: services, clock: clock)
    // ← from "Play again" stays there: wrapping would reach "Menu", which ends `arcade play`.
    send([.key(.left), .key(.left)], to: &result, services: services)
    #expect(result.handle(.key(.enter), frame: services.frame)?.replacement is WordMatchPlayScene)
    send([.key(.right), .key(.right), .key(.right), .key(.right), .key(.right)], to: &result, services: services)
    #expect(leadsToMenu(result.handle(.key(.enter), frame: services.frame)))
  }

  @Test func clicksOnTheButtons() throws {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock)
    var result = Self.finishedGame(services: services, clock: clock)
    let lines = screenLines(result, services: services)
    let row = try #require(lines.firstIndex { $0.contains("[ Play again ]") })
    func column(_ label: String) -> Int { lines[row].range(of: label)!.lowerBound.utf16Offset(in: lines[row]) }
    #expect(result.handle(.mouse(MouseEvent(.press, .left, at: Point(x: column("Leaderboard"), y: row))), frame: services.frame)?.opensLeaderboard == true)
    #expect(leadsToMenu(result.handle(.mouse(MouseEvent(.press, .left, at: Point(x: column("Menu"), y: row))), frame: services.frame)))
    #expect(result.handle(.mouse(MouseEvent(.press, .left, at: Point(x: column("Play again"), y: row))), frame: services.frame)?.replacement is WordMatchPlayScene)
    #expect(result.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 1, y: row))), frame: services.frame) == nil)
  }

  @Test func asciiAndMonochromeStillSayWhatHappened() {
    let clock = ManualClock()
    let services = makeWordMatchServices(clock: clock, unicode: false)
    let result = Self.finishedGame(services: services, clock: clock)
    let text = render(result, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("WordMatch - English -> Spanish . Normal"))
    #expect(text.contains("Out of lives after 3 pairs"))
    // Every glyph has its ASCII form: no "?" for one that had none (the footer's "? help" aside).
    #expect(!text.replacingOccurrences(of: "? help", with: "").contains("?"))
  }
}
