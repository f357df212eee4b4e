import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

/// The grid screen with walls, and every grid size on the smallest screen.
@Suite struct PathFinderWallsSceneTests {
  /// Seed 7 with walls, guessed: a 5×4 maze with the target at row 1, column 2, 7 steps away.
  static func wallsRound() -> PathFinderRound {
    var round = PathFinderRound(seed: PathFinderFixture.seed, options: PathFinderOptions(walls: true))
    round.apply(.drawGrid, at: .zero)
    round.apply(.guess(rows: 5, columns: 4), at: .zero)
    return round
  }

  /// A guessed round of `grid` (with or without walls), found by trying seeds from 0.
  static func round(on grid: PathFinderGridSize, walls: Bool) -> PathFinderRound {
    for seed in UInt64(0)..<1_000 {
      var round = PathFinderRound(seed: seed, options: PathFinderOptions(walls: walls))
      if case .drew(.drawn(grid)) = round.apply(.drawGrid, at: .zero) {
        round.apply(.guess(rows: grid.rows, columns: grid.columns), at: .zero)
        return round
      }
    }
    fatalError("no seed under 1,000 draws \(grid)")
  }

  @Test func wallsAreDrawnHeavyOnRoomyCells() {
    let services = makeServices()
    let lines = screenLines(PathFinderGridScene(recorder: services.recorder, round: Self.wallsRound()), services: services)
    #expect(Array(lines[0...9]) == [
      "                                         PathFinder: walls                                   seed 7",
      "                        Grid 5×4   Steps 0   Time 0:00   Shortest possible 7",
      "", "", "",
      "                                 ┌───────┬───────┬───────┬───────┐",
      "                                 │       │       │       │       │",
      "                                 │   ◆   │       │       │       │",
      "                                 │       │       │       │       │",
      "                                 ├───────┼───────┼━━━━━━━┼───────┤",
    ])
    #expect(lines[11] == "                                 │       ┃       ┃   ◎   ┃       │")
    #expect(lines[17] == "                                 ├───────┼━━━━━━━┼───────┼━━━━━━━┤")
  }

  @Test func wallsAt40x12AreFloorsAndHeavyBars() {
    let size = Size(width: 40, height: 12)
    for unicode in [true, false] {
      let services = makeServices(unicode: unicode, size: size)
      let lines = screenLines(PathFinderGridScene(recorder: services.recorder, round: Self.wallsRound()), size: size, services: services)
      let expected = [
        "           PathFinder: walls     seed 7",
        "     Steps 0  Time 0:00  Shortest 7",
        "",
        "       ┌─────┬─────┬─────┬─────┐",
        "       │  ◆  │     │▁▁▁▁▁│     │",
        "       │     ┃     ┃  ◎  ┃     │",
        "       │     │▁▁▁▁▁┃     │▁▁▁▁▁│",
        "       │     │▁▁▁▁▁│▁▁▁▁▁│     │",
        "       │     │     │     │     │",
        "       └─────┴─────┴─────┴─────┘",
        "",
        "    ←↑↓→ hjkl move · ? help · q back",
      ]
      let ascii = expected.map { line in
        String(line.map { c -> Character in
          switch c {
          case "┃": "#"
          case "▁": "_"
          default: AsciiFallback.character(c)
          }
        })
      }
      #expect(lines == (unicode ? expected : ascii), "unicode \(unicode)")
    }
  }

  @Test func bumpingAWallIsNoStepAndSaysSo() {
    let services = makeServices()
    var scene = PathFinderGridScene(recorder: services.recorder, round: Self.wallsRound())
    // Seed 7's maze: east twice from the start, then a wall to the south of (0,2).
    send([.key(.right), .key(.right), .key(.down)], to: &scene, services: services)
    #expect(scene.round.stepCount == 2)
    #expect(scene.note == .bumpedWall(.south))
    #expect(screenLines(scene, services: services)[28] == "                            Bump: a wall to the south. No step counted.")
    #expect(scene.help.notes.contains { $0.contains("bumping an edge or a wall is not") })
    // At 40 columns the short wording, whole.
    let narrow = screenLines(scene, size: Size(width: 40, height: 12), services: services)
    #expect(narrow[10] == "     A wall to the south: no step.")
  }

  @Test func theRouteOfTheDealArrivesAndTheRoundRecordsWalls() throws {
    let services = makeServices(store: MemoryScoreKeeper())
    var scene = PathFinderGridScene(recorder: services.recorder, round: Self.wallsRound())
    let deal = PathFinderDeal(seed: PathFinderFixture.seed, options: PathFinderOptions(walls: true))
    send(keys(deal.routeKeys), to: &scene, services: services)
    #expect(scene.round.phase == .arrived)
    #expect(scene.receipt?.round.variant == "walls")
  }

  @Test func everyGridSizeFits40x12WithAndWithoutWalls() {
    let size = Size(width: 40, height: 12)
    for rows in PathFinderGridSize.allowedSides {
      for columns in PathFinderGridSize.allowedSides {
        for walls in [false, true] {
          let grid = PathFinderGridSize(rows: rows, columns: columns)
          let services = makeServices(size: size)
          let scene = PathFinderGridScene(recorder: services.recorder, round: Self.round(on: grid, walls: walls))
          #expect(size.contains(scene.minimumSize), "\(grid)")
          let lines = screenLines(scene, size: size, services: services)
          #expect(!lines.joined().contains("Enlarge"), "\(grid)")
          // Every cell is there: the robot, the target, the frame's corners and the keys.
          #expect(lines.joined().contains("◆") && lines.joined().contains("◎"), "\(grid)")
          #expect(lines.filter { $0.contains("┌") || $0.contains("└") }.count == 2, "\(grid)")
          #expect(lines.filter { $0.contains("│") }.count == rows, "\(grid): \(lines)")
          #expect(lines[11].hasSuffix("q back"), "\(grid)")
          #expect(lines.allSatisfy { $0.count <= 40 })
        }
      }
    }
  }

  @Test func clicksFindCellsOnTightRows() {
    let size = Size(width: 40, height: 12)
    let services = makeServices(size: size)
    var scene = PathFinderGridScene(recorder: services.recorder, round: PathFinderFixture.steeringRound())
    // At 40×12 seed 7's 5×4 grid has rows on lines 4–8, cells 6 columns apart from column 7.
    send([press(Point(x: 10, y: 5))], to: &scene, services: services)  // (1,0): below the robot
    #expect(scene.round.robot == Position(row: 1, column: 0))
    send([press(Point(x: 16, y: 5))], to: &scene, services: services)  // (1,1)
    #expect(scene.round.robot == Position(row: 1, column: 1))
    send([press(Point(x: 13, y: 5)), press(Point(x: 16, y: 3))], to: &scene, services: services)  // a border, the frame
    #expect(scene.round.stepCount == 2)
  }

  @Test func aBigScreenIsNoWorse() {
    // 6×6 keeps its roomy 7×3 cells at 100×30, as before walls and small screens.
    let services = makeServices()
    let scene = PathFinderGridScene(recorder: services.recorder, round: Self.round(on: PathFinderGridSize(rows: 6, columns: 6), walls: false))
    let layout = PathFinderBoardLayout(grid: PathFinderGridSize(rows: 6, columns: 6), canvas: PathFinderFixture.screen)
    #expect(layout.cells == .roomy)
    #expect(screenLines(scene, services: services)[3].contains("┌───────┬"))
  }
}
