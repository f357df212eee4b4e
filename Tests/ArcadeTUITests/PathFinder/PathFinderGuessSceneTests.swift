import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct PathFinderGuessSceneTests {
  @Test func beforeAGridTheScreenOffersToGenerateOne() {
    let services = makeServices()
    let lines = screenLines(PathFinderGuessScene(services: services), services: services)
    #expect(lines[0] == "                                             PathFinder                                      seed 7")
    #expect(lines[1] == "                                    Step 1 of 2: guess the grid")
    #expect(lines[9] == "                                [ Generate grid ]")
    #expect(lines[11] == "                                No grid yet: press g or Enter.")
    #expect(lines[13] == "                                ▶ Rows      [-]  ?  [+]")
    #expect(lines[14] == "                                  Columns   [-]  ?  [+]")
    #expect(lines[16] == "                                [ Continue ]")
    #expect(lines[17] == "                                Enter: generate a grid")
    #expect(lines[29] == "                            g or Enter generate a grid · ? help · q back")
  }

  @Test func generatingShowsTheCellCountAndStartsTheClock() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    var scene = PathFinderGuessScene(services: services)
    #expect(scene.nextTick(after: .zero) == nil)
    send([.key(.character("g"))], to: &scene, services: services)
    clock.advance(milliseconds: 3_400)
    let lines = screenLines(scene, services: services)
    #expect(lines[0] == " Time 0:03                                   PathFinder                                      seed 7")
    #expect(lines[11] == "                                Total number of cells is 20")
    #expect(lines[17] == "                                Enter: check the guess and continue")
    #expect(lines[29] == "      g new grid · ↑↓ +- change · ←→ Tab switch · 4-6 type · Enter continue · ? help · q back")
    #expect(scene.round.grid == PathFinderFixture.grid)
    // The timer wakes once a second, on the second.
    #expect(scene.nextTick(after: Instant(milliseconds: 3_400)) == Instant(milliseconds: 4_000))
  }

  @Test func enterGeneratesFirstThenChecks() {
    let services = makeServices()
    var scene = PathFinderGuessScene(services: services)
    #expect(scene.handle(.key(.enter), services: services) == nil)
    #expect(scene.round.phase == .guessing)
    send([.key(.enter)], to: &scene, services: services)
    #expect(scene.message == .incomplete)
    #expect(screenLines(scene, services: services)[19] == "                                Set both rows and columns first.")
  }

  @Test func aWrongGuessSaysSoAndLetsThePlayerTryAgain() {
    let services = makeServices()
    var scene = PathFinderGuessScene(services: services)
    let transition = send([.key(.character("g"))] + keys("44") + [.key(.enter)], to: &scene, services: services)
    #expect(transition == nil)
    #expect(scene.message == .wrong(rows: 4, columns: 4))
    #expect(scene.round.phase == .guessing)
    #expect(screenLines(scene, services: services)[19] == "                                4 × 4 is not the grid. Try again.")
    // Columns kept focus after the second digit; the rows need changing.
    send([.key(.tab), .key(.up)], to: &scene, services: services)
    let next = scene.handle(.key(.enter), services: services)
    #expect(next?.replacement is PathFinderGridScene)
  }

  @Test func theRightGuessContinuesToTheGrid() throws {
    let services = makeServices()
    var scene = PathFinderGuessScene(services: services)
    let transition = send([.key(.character("g"))] + keys("54") + [.key(.enter)], to: &scene, services: services)
    let grid = try #require(transition?.replacement as? PathFinderGridScene)
    #expect(grid.round.phase == .steering)
    #expect(grid.round.robot == Position(row: 0, column: 0))
    #expect(grid.round.target == PathFinderFixture.target)
  }

  @Test func valuesStayWithinFourToSixAndFocusSwitches() {
    let services = makeServices()
    var scene = PathFinderGuessScene(services: services)
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
    var scene = PathFinderGuessScene(services: services)
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
    var scene = PathFinderGuessScene(services: services)
    // At 100×30 the block starts at column 32, row 9.
    send([press(Point(x: 35, y: 9))], to: &scene, services: services)
    #expect(scene.round.phase == .guessing)
    send([press(Point(x: 53, y: 13)), press(Point(x: 53, y: 13))], to: &scene, services: services)  // rows [+] twice: 4, 5
    send([press(Point(x: 45, y: 14))], to: &scene, services: services)  // columns [-] from unset: 6
    send([press(Point(x: 45, y: 14)), press(Point(x: 45, y: 14))], to: &scene, services: services)  // 5, 4
    #expect(scene.draft.rows?.value == 5)
    #expect(scene.draft.columns?.value == 4)
    send([press(Point(x: 34, y: 13))], to: &scene, services: services)
    #expect(scene.draft.focus == .rows)
    let transition = scene.handle(press(Point(x: 36, y: 16)), services: services)
    #expect(transition?.replacement is PathFinderGridScene)
  }

  @Test func continueWithoutAGridAsksForOne() {
    let services = makeServices(size: PathFinderFixture.screen)
    var scene = PathFinderGuessScene(services: services)
    send([press(Point(x: 36, y: 16))], to: &scene, services: services)
    #expect(scene.message == .noGridYet)
    #expect(scene.round.phase == .awaitingGrid)
  }

  @Test func qAndEscapeGoBack() {
    let services = makeServices()
    var scene = PathFinderGuessScene(services: services)
    #expect(scene.handle(.key(.character("q")), services: services)?.isPop == true)
    #expect(scene.handle(.key(.escape), services: services)?.isPop == true)
  }

  @Test func smallScreensAsciiAndMonochrome() {
    let services = makeServices(unicode: false)
    var scene = PathFinderGuessScene(services: services)
    send([.key(.character("g"))] + keys("44") + [.key(.enter)], to: &scene, services: services)
    let small = screenLines(scene, size: Size(width: 40, height: 14), services: services)
    #expect(small[0] == " Time 0:00     PathFinder        seed 7")
    #expect(small[4] == "  Total number of cells is 20")
    #expect(small[12] == "  4 x 4 is not the grid. Try again.")
    #expect(small[13] == " g grid - +- change - Tab side - q back")
    #expect(small.joined().unicodeScalars.allSatisfy { $0.isASCII })
    #expect(render(scene, size: Size(width: 40, height: 12), services: services).contains("Enlarge the terminal to 40x14"))
  }
}
