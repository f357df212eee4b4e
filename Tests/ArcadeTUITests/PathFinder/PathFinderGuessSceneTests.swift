import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct PathFinderGuessSceneTests {
  @Test func beforeAGridTheScreenOffersToGenerateOne() {
    let services = makeServices()
    let lines = screenLines(PathFinderGuessScene(recorder: services.recorder), services: services)
    #expect(lines[0] == "                                             PathFinder                                      seed 7")
    #expect(lines[1] == "                        Step 1 of 2: guess the grid (the clock starts at g)")
    #expect(lines[10] == "                           [ Generate grid ]")
    #expect(lines[12] == "                           No grid yet: press g or Enter.")
    // Rows and Columns side by side, so ← and → go where they point.
    #expect(lines[14] == "                           ▶ Rows  [-]  ?  [+]      Columns  [-]  ?  [+]")
    #expect(lines[15] == "")
    #expect(lines[16] == "                           [ Continue ]")
    #expect(lines[17] == "                           Enter: generate a grid")
    #expect(lines[29] == "                                 g/Enter new grid · ? help · q back")
  }

  @Test func generatingShowsTheCellCountAndStartsTheClock() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    var scene = PathFinderGuessScene(recorder: services.recorder)
    #expect(scene.nextTick(after: .zero) == nil)
    send([.key(.character("g"))], to: &scene, services: services)
    clock.advance(milliseconds: 3_400)
    let lines = screenLines(scene, services: services)
    // The running clock sits beside the step, in bold like the grid screen's counters, from the moment of g.
    #expect(lines == [
      "                                             PathFinder                                      seed 7",
      "                              Step 1 of 2: guess the grid   Time 0:03",
    ] + Array(repeating: "", count: 8) + [
      "                           [ Generate grid ]",
      "",
      "                           Total number of cells is 20",
      "",
      "                           ▶ Rows  [-]  ?  [+]      Columns  [-]  ?  [+]",
      "",
      "                           [ Continue ]",
      "                           Enter: check the guess and continue",
    ] + Array(repeating: "", count: 11) + [
      "      g new grid · ↑↓ +- change · ←→ Tab switch · 4-6 type · Enter continue · ? help · q back",
    ])
    let canvas = drawCanvas(scene, size: PathFinderFixture.screen, services: services)
    #expect(canvas[60, 1].glyph == "T" && canvas[60, 1].style == .bold)
    #expect(scene.round.grid == PathFinderFixture.grid)
    // The timer wakes once a second, on the second, and the time shown follows.
    #expect(scene.nextTick(after: Instant(milliseconds: 3_400)) == Instant(milliseconds: 4_000))
    clock.advance(milliseconds: 600)
    #expect(screenLines(scene, services: services)[1].hasSuffix("Time 0:04"))
  }

  @Test func enterGeneratesFirstThenChecks() {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    #expect(scene.handle(.key(.enter), frame: services.frame) == nil)
    #expect(scene.round.phase == .guessing)
    send([.key(.enter)], to: &scene, services: services)
    #expect(scene.message == .incomplete)
    #expect(screenLines(scene, services: services)[19] == "                           Set both rows and columns first.")
  }

  @Test func aWrongGuessSaysSoAndLetsThePlayerTryAgain() {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    let transition = send([.key(.character("g"))] + keys("44") + [.key(.enter)], to: &scene, services: services)
    #expect(transition == nil)
    #expect(scene.message == .wrong(rows: 4, columns: 4))
    #expect(scene.round.phase == .guessing)
    #expect(screenLines(scene, services: services)[19] == "                           4 × 4 is not the grid. Try again.")
    // Columns kept focus after the second digit; the rows need changing.
    send([.key(.tab), .key(.up)], to: &scene, services: services)
    let next = scene.handle(.key(.enter), frame: services.frame)
    #expect(next?.replacement is PathFinderGridScene)
  }

  @Test func theRightNumbersTheOtherWayRoundAreSaidSo() {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    send([.key(.character("g"))] + keys("45") + [.key(.enter)], to: &scene, services: services)
    #expect(scene.message == .otherWayRound(rows: 4, columns: 5))
    #expect(scene.round.phase == .guessing)
    #expect(screenLines(scene, services: services)[19] == "                           4 × 5: right numbers, other way round.")
  }

  @Test func aSceneMadeToPlayAgainHasItsGridDrawnAlready() {
    let clock = ManualClock(start: Instant(milliseconds: 9_000))
    let services = makeServices(clock: clock)
    let scene = PathFinderGuessScene(recorder: services.recorder, drawingTheGrid: true)
    #expect(scene.round.grid == PathFinderFixture.grid)
    #expect(scene.round.startedAt == Instant(milliseconds: 9_000))
    #expect(scene.message == nil)
  }

  @Test func theRightGuessContinuesToTheGrid() throws {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    let transition = send([.key(.character("g"))] + keys("54") + [.key(.enter)], to: &scene, services: services)
    let grid = try #require(transition?.replacement as? PathFinderGridScene)
    #expect(grid.round.phase == .steering)
    #expect(grid.round.robot == Position(row: 0, column: 0))
    #expect(grid.round.target == PathFinderFixture.target)
  }

  @Test func valuesStayWithinFourToSixAndFocusSwitches() {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    send([.key(.up)], to: &scene, services: services)
    #expect(scene.draft.rows?.value == 4)
    send([.key(.character("+")), .key(.character("k")), .key(.up)], to: &scene, services: services)
    #expect(scene.draft.rows?.value == 6)
    send([.key(.right), .key(.down)], to: &scene, services: services)
    #expect(scene.draft.focus == .columns)
    #expect(scene.draft.columns?.value == 6)
    send([.key(.character("-")), .key(.character("j")), .key(.down)], to: &scene, services: services)
    #expect(scene.draft.columns?.value == 4)
    send(keys("9") + [.key(.character("h"))] + keys("3"), to: &scene, services: services)
    #expect(scene.draft.rows?.value == 6)
    #expect(scene.draft.columns?.value == 4)
  }

  @Test func generatingAgainDrawsANewGridAndRestartsTheClock() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    var scene = PathFinderGuessScene(recorder: services.recorder)
    send([.key(.character("g"))], to: &scene, services: services)
    let first = scene.round.grid
    clock.advance(milliseconds: 5_000)
    send([.key(.character("g"))], to: &scene, services: services)
    #expect(scene.round.startedAt == Instant(milliseconds: 5_000))
    #expect(scene.message == .newGrid)
    #expect(first != nil && scene.round.grid != nil)
  }

  @Test func clicksPressButtonsAndChangeValues() throws {
    let services = makeServices(size: PathFinderFixture.screen)
    var scene = PathFinderGuessScene(recorder: services.recorder)
    // At 100×30 the block starts at column 27, row 10; Rows' [+] is at 43, Columns' [-] at 61, both on row 14.
    send([press(Point(x: 30, y: 10))], to: &scene, services: services)
    #expect(scene.round.phase == .guessing)
    send([press(Point(x: 43, y: 14)), press(Point(x: 45, y: 14))], to: &scene, services: services)  // rows [+] twice: 4, 5
    #expect(scene.draft.focus == .rows)
    send([press(Point(x: 61, y: 14))], to: &scene, services: services)  // columns [-] from unset: 6
    #expect(scene.draft.focus == .columns)
    send([press(Point(x: 63, y: 14)), press(Point(x: 62, y: 14))], to: &scene, services: services)  // 5, 4
    #expect(scene.draft.rows?.value == 5)
    #expect(scene.draft.columns?.value == 4)
    send([press(Point(x: 30, y: 14))], to: &scene, services: services)  // the Rows label focuses rows
    #expect(scene.draft.focus == .rows)
    send([press(Point(x: 66, y: 14))], to: &scene, services: services)  // the Columns value focuses columns
    #expect(scene.draft.focus == .columns)
    // Between the two sides, and off the line, nothing happens.
    #expect(scene.handle(press(Point(x: 48, y: 14)), frame: services.frame) == nil)
    #expect(scene.draft.focus == .columns)
    send([press(Point(x: 43, y: 15))], to: &scene, services: services)
    #expect(scene.draft.rows?.value == 5)
    let transition = scene.handle(press(Point(x: 31, y: 16)), frame: services.frame)
    #expect(transition?.replacement is PathFinderGridScene)
  }

  @Test func continueWithoutAGridAsksForOne() {
    let services = makeServices(size: PathFinderFixture.screen)
    var scene = PathFinderGuessScene(recorder: services.recorder)
    send([press(Point(x: 31, y: 16))], to: &scene, services: services)
    #expect(scene.message == .noGridYet)
    #expect(scene.round.phase == .awaitingGrid)
  }

  @Test func leftAndRightGoToTheSideInThatDirection() {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    send([.key(.left)], to: &scene, services: services)
    #expect(scene.draft.focus == .rows)
    send([.key(.right)], to: &scene, services: services)
    #expect(scene.draft.focus == .columns)
    send([.key(.right)], to: &scene, services: services)
    #expect(scene.draft.focus == .columns)
    send([.key(.character("h"))], to: &scene, services: services)
    #expect(scene.draft.focus == .rows)
    send([.key(.character("l"))], to: &scene, services: services)
    #expect(scene.draft.focus == .columns)
    send([.key(.tab)], to: &scene, services: services)
    #expect(scene.draft.focus == .rows)
    send([.key(.backTab)], to: &scene, services: services)
    #expect(scene.draft.focus == .columns)
    send([.key(.up), .key(.up)], to: &scene, services: services)
    let line = screenLines(scene, services: services)[14]
    #expect(line == "                             Rows  [-]  ?  [+]    ▶ Columns  [-]  5  [+]")
  }

  @Test func aNewGuessClearsTheLastVerdict() {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    send([.key(.character("g")), .key(.enter)], to: &scene, services: services)
    #expect(scene.message == .incomplete)
    // Switching sides changes nothing, so the verdict stays; typing a value does.
    send([.key(.tab), .key(.tab)], to: &scene, services: services)
    #expect(scene.message == .incomplete)
    send(keys("5"), to: &scene, services: services)
    #expect(scene.message == nil)
    send(keys("4"), to: &scene, services: services)
    #expect(!screenLines(scene, services: services).joined().contains("Set both rows"))
    // The same after a wrong guess, by key or by click.
    send([.key(.up), .key(.enter)], to: &scene, services: services)
    #expect(scene.message == .wrong(rows: 5, columns: 5))
    send(keys("5"), to: &scene, services: services)  // typing the value it already has changes nothing
    #expect(scene.message == .wrong(rows: 5, columns: 5))
    services.screenSize = PathFinderFixture.screen
    send([press(Point(x: 61, y: 14))], to: &scene, services: services)  // Columns [-]: 4
    #expect(scene.message == nil)
    // A new grid's notice goes as well once the player starts guessing again.
    send([.key(.character("g"))], to: &scene, services: services)
    #expect(scene.message == .newGrid)
    send([.key(.up)], to: &scene, services: services)
    #expect(scene.message == nil)
  }

  @Test func theHelpIsTrueFromTheMenuAndFromTheShell() {
    let help = PathFinderGuessScene(recorder: makeServices().recorder, seed: 7).help
    #expect(help.keys.contains { $0.keys == "q  Esc" && $0.action == "back (the round waits under Resume)" })
    #expect(!help.keys.contains { $0.action.contains("menu") })
    #expect(help.notes.contains { $0.contains("keeps running while this help is open") })
    #expect(help.keys.contains { $0.keys == "← →  h l" })
    #expect(help.keys.contains { $0.keys == "Tab" })
  }

  @Test func qAndEscapeGoBack() {
    let services = makeServices()
    var scene = PathFinderGuessScene(recorder: services.recorder)
    #expect(scene.handle(.key(.character("q")), frame: services.frame)?.isLeave == true)
    #expect(scene.handle(.key(.escape), frame: services.frame)?.isLeave == true)
  }
}
