import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct PathFinderGridSceneTests {
  @Test func theGridShowsTheRobotTopLeftAndTheTarget() {
    let clock = ManualClock(start: Instant(milliseconds: 3_000))
    let services = makeServices(clock: clock)
    let scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    let lines = screenLines(scene, services: services)
    #expect(lines[0] == "                                             PathFinder                                      seed 7")
    #expect(lines[1] == "                        Grid 5×4   Steps 0   Time 0:03   Shortest possible 6")
    #expect(lines[5] == "                                 ┌───────┬───────┬───────┬───────┐")
    #expect(lines[7] == "                                 │   ◆   │       │       │       │")
    #expect(lines[9] == "                                 ├───────┼───────┼───────┼───────┤")
    #expect(lines[23] == "                                 │       │       │   ◎   │       │")
    #expect(lines[25] == "                                 └───────┴───────┴───────┴───────┘")
    #expect(lines[29] == "            ←↑↓→ hjkl move · nesw compass · click a neighbouring cell · ? help · q back")
  }

  @Test func compactCellsAndAsciiWhenTheScreenIsSmall() {
    let services = makeServices(unicode: false)
    let scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    let lines = screenLines(scene, size: Size(width: 40, height: 16), services: services)
    #expect(lines[1] == "     Steps 0  Time 0:00  Shortest 6")
    #expect(lines[3] == "       +-----+-----+-----+-----+")
    #expect(lines[4] == "       |  R  |     |     |     |")
    #expect(lines[12] == "       |     |     |  X  |     |")
    #expect(lines[15] == "    <^v> hjkl move . ? help . q back")
    // Below that, rows lose the lines between them rather than the screen asking for more room.
    #expect(scene.minimumSize == Size(width: 40, height: 11))
    #expect(screenLines(scene, size: Size(width: 40, height: 12), services: services) == [
      "               PathFinder        seed 7",
      "     Steps 0  Time 0:00  Shortest 6",
      "",
      "       +-----+-----+-----+-----+",
      "       |  R  |     |     |     |",
      "       |     |     |     |     |",
      "       |     |     |     |     |",
      "       |     |     |     |     |",
      "       |     |     |  X  |     |",
      "       +-----+-----+-----+-----+",
      "",
      "    <^v> hjkl move . ? help . q back",
    ])
  }

  @Test func everyMoveKeyMovesTheRobotOneStep() {
    let services = makeServices()
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    let moves: [(InputEvent, Position)] = [
      (.key(.right), Position(row: 0, column: 1)), (.key(.down), Position(row: 1, column: 1)),
      (.key(.left), Position(row: 1, column: 0)), (.key(.up), Position(row: 0, column: 0)),
      (.key(.character("l")), Position(row: 0, column: 1)), (.key(.character("j")), Position(row: 1, column: 1)),
      (.key(.character("h")), Position(row: 1, column: 0)), (.key(.character("k")), Position(row: 0, column: 0)),
      (.key(.character("e")), Position(row: 0, column: 1)), (.key(.character("s")), Position(row: 1, column: 1)),
      (.key(.character("w")), Position(row: 1, column: 0)), (.key(.character("n")), Position(row: 0, column: 0)),
    ]
    for (index, (event, expected)) in moves.enumerated() {
      send([event], to: &scene, services: services)
      #expect(scene.round.robot == expected, "after \(event)")
      #expect(scene.round.stepCount == index + 1)
    }
  }

  @Test func bumpingAnEdgeIsNotAStep() {
    let services = makeServices()
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    send([.key(.up), .key(.character("w"))], to: &scene, services: services)
    #expect(scene.round.stepCount == 0)
    #expect(scene.slide == nil)
    #expect(scene.note == .bumped(.west))
    let lines = screenLines(scene, services: services)
    #expect(lines[1].contains("Steps 0"))
    #expect(lines[28] == "                               Bump: the west edge. No step counted.")
  }

  @Test func clickingANeighbourMovesAndOtherCellsDoNot() {
    let services = makeServices(size: PathFinderFixture.screen)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    // Cell (0,1) spans columns 42–48, rows 6–8 at 100×30.
    send([press(Point(x: 44, y: 8))], to: &scene, services: services)
    #expect(scene.round.robot == Position(row: 0, column: 1))
    send([press(Point(x: 60, y: 7))], to: &scene, services: services)  // (0,3): two cells away
    #expect(scene.round.robot == Position(row: 0, column: 1))
    #expect(scene.note == .notANeighbour)
    send([press(Point(x: 41, y: 11)), press(Point(x: 45, y: 9))], to: &scene, services: services)  // borders
    #expect(scene.round.stepCount == 1)
    send([press(Point(x: 45, y: 11))], to: &scene, services: services)  // (1,1): below
    #expect(scene.round.robot == Position(row: 1, column: 1))
    #expect(scene.round.stepCount == 2)
  }

  @Test func theRobotSlidesAcrossTheBorderOver120Milliseconds() {
    let clock = ManualClock(start: Instant(milliseconds: 10_500))
    let services = makeServices(clock: clock)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    send([.key(.right)], to: &scene, services: services)
    #expect(scene.round.stepCount == 1)  // counted at once; the slide is only drawn
    func robotRow() -> String { screenLines(scene, services: services)[7] }
    #expect(robotRow() == "                                 │     ◆ │       │       │       │")
    #expect(scene.nextTick(after: clock.now()) == Instant(milliseconds: 10_540))
    clock.advance(milliseconds: 40)
    #expect(robotRow() == "                                 │       ◆       │       │       │")
    clock.advance(milliseconds: 40)
    #expect(robotRow() == "                                 │       │ ◆     │       │       │")
    #expect(scene.nextTick(after: clock.now()) == Instant(milliseconds: 10_620))
    clock.advance(milliseconds: 40)
    #expect(robotRow() == "                                 │       │   ◆   │       │       │")
    // Resting: only the timer wakes, on the next second.
    #expect(scene.nextTick(after: clock.now()) == Instant(milliseconds: 11_000))
  }

  @Test func aMoveDuringASlideStartsANewSlideFromTheCurrentCell() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    send([.key(.right)], to: &scene, services: services)
    clock.advance(milliseconds: 50)
    send([.key(.down)], to: &scene, services: services)
    #expect(scene.slide == RobotSlide(from: Position(row: 0, column: 1), to: Position(row: 1, column: 1), startedAt: Instant(milliseconds: 50)))
    #expect(scene.round.stepCount == 2)
  }

  @Test func arrivalSavesExactlyOneRoundAndOpensTheEndOfTheRound() throws {
    let clock = ManualClock(start: Instant(milliseconds: 2_000))
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound(startedAt: Instant(milliseconds: 1_000)))
    send([.key(.right)] + keys("jjjj"), to: &scene, services: services)
    clock.advance(milliseconds: 10_000)
    #expect(scene.handle(.key(.character("l")), frame: services.frame) == nil)
    #expect(scene.round.phase == .arrived)
    #expect(store.saved.count == 1)
    let saved = try #require(store.saved.first)
    #expect(saved.game == .pathfinder)
    #expect(saved.player == "tester")
    #expect(saved.outcome == .won)
    #expect(saved.moves == 6)
    #expect(saved.variant == "5x4")
    #expect(saved.gridSize == 20)
    #expect(saved.seed == 7)
    #expect(saved.durationMilliseconds == 11_000)
    #expect(saved.startedAt == clock.wallDate(at: Instant(milliseconds: 1_000)))
    #expect(saved.endedAt == clock.wallDate(at: Instant(milliseconds: 12_000)))
    #expect(scene.receipt?.round.id == saved.id)
    #expect(scene.receipt?.summary == "Best on Last five rounds")
    #expect(screenLines(scene, services: services)[28] == "                                     Arrived! 6 steps in 0:11.")

    // Moves after arrival change nothing and save nothing more.
    send([.key(.left)], to: &scene, services: services)
    #expect(scene.round.stepCount == 6)
    // The flash runs for a second; the tick at its end opens the end of the round.
    #expect(scene.nextTick(after: clock.now()) == Instant(milliseconds: 12_040))
    clock.advance(milliseconds: 900)
    #expect(scene.handle(.tick, frame: services.frame) == nil)
    #expect(scene.nextTick(after: clock.now()) == Instant(milliseconds: 13_000))
    clock.advance(milliseconds: 100)
    var end = try #require(scene.handle(.tick, frame: services.frame)?.replacement as? PathFinderEndScene)
    #expect(store.saved.count == 1)
    end.appear(frame: services.frame)
    #expect(end.receipt == scene.receipt)
    #expect(end.highlight == 0)
    let canvas = drawCanvas(end, size: PathFinderFixture.screen, services: services)
    let row = try #require((0..<canvas.height).first { canvas.line($0).contains("5×4") && canvas.line($0).contains("0:11") })
    let x = try #require(Array(canvas.line(row)).firstIndex(of: "5"))
    #expect(canvas[x, row].style == services.theme.selected)
  }

  @Test func theTargetFlashesAfterArrival() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    send(keys("jjjjll"), to: &scene, services: services)
    let target = PathFinderBoardLayout(grid: PathFinderFixture.grid, canvas: PathFinderFixture.screen).inside(of: PathFinderFixture.target)
    func lit() -> Bool { drawCanvas(scene, size: PathFinderFixture.screen, services: services)[target.x, target.y].style.reverse }
    #expect(lit())
    clock.advance(milliseconds: 125)
    #expect(!lit())
    clock.advance(milliseconds: 125)
    #expect(lit())
  }

  @Test func leavingDuringTheFlashKeepsTheSavedRound() {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    send(keys("sssseee"), to: &scene, services: services)
    #expect(scene.round.stepCount == 6)
    #expect(scene.handle(.key(.character("q")), frame: services.frame)?.isLeave == true)
    #expect(store.saved.count == 1)
  }

  @Test func enterAfterArrivalSkipsTheFlash() {
    let services = makeServices()
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    #expect(scene.handle(.key(.enter), frame: services.frame) == nil)
    send(keys("jjjjll"), to: &scene, services: services)
    #expect(scene.handle(.key(.enter), frame: services.frame)?.replacement is PathFinderEndScene)
  }

  @Test func theHelpSaysPlainlyThatWIsWest() {
    let help = PathFinderGridScene(recorder: makeServices().recorder, round: PathFinderFixture.steeringRound()).help
    let compass = help.keys.first { $0.keys == "n e s w" }
    #expect(compass?.action == "compass letters: north, east, south, west (w is west, not up as in WASD)")
    #expect(help.keys.contains { $0.keys == "h j k l" && $0.action.hasPrefix("move west, south, north, east") })
    #expect(help.keys.contains { $0.keys == "↑ ↓ ← →" })
  }

  @Test func quittingBeforeArrivalSavesNothing() {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    send(keys("jj"), to: &scene, services: services)
    #expect(scene.handle(.key(.escape), frame: services.frame)?.isLeave == true)
    #expect(store.saved.isEmpty)
  }

  @Test func theClockStopsAtArrival() {
    let clock = ManualClock()
    let services = makeServices(clock: clock)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    clock.advance(milliseconds: 4_200)
    send(keys("jjjjll"), to: &scene, services: services)
    clock.advance(milliseconds: 60_000)
    #expect(screenLines(scene, services: services)[1].contains("Time 0:04"))
  }
}
