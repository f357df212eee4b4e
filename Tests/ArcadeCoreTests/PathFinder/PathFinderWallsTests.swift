import Testing
@testable import ArcadeCore

@Suite("PathFinder: walls")
struct PathFinderWallsTests {
  static let sizes = PathFinderGridSize.allowedSides.flatMap { rows in
    PathFinderGridSize.allowedSides.map { PathFinderGridSize(rows: rows, columns: $0) }
  }

  @Test("on every grid size and hundreds of seeds, every cell can be reached from the start")
  func everyCellIsReachable() {
    for grid in Self.sizes {
      for seed in UInt64(0)..<300 {
        var generator = SeededGenerator(seed: seed)
        let walls = PathFinderMaze.deal(on: grid, using: &generator)
        let reached = walls.distances(from: RobotCourse.start)
        #expect(reached.count == grid.cellCount, "\(grid) seed \(seed): \(reached.count) of \(grid.cellCount)")
        #expect(walls.walls.allSatisfy { grid.contains($0.cell) && grid.contains($0.otherCell) })
      }
    }
  }

  @Test("a maze has walls (not an open grid) and leaves passages (not a corridor only)")
  func mazesAreMazes() {
    for grid in Self.sizes {
      var counts: [Int] = []
      for seed in UInt64(0)..<200 {
        var generator = SeededGenerator(seed: seed)
        counts.append(PathFinderMaze.deal(on: grid, using: &generator).walls.count)
      }
      let inner = PathFinderMaze.allInnerWalls(of: grid).count
      // A spanning tree keeps inner − (cells − 1) walls; about two thirds of them stay.
      let treeWalls = inner - (grid.cellCount - 1)
      #expect(counts.allSatisfy { $0 >= 1 && $0 <= treeWalls }, "\(grid): \(counts)")
      let mean = Double(counts.reduce(0, +)) / Double(counts.count)
      #expect(abs(mean - Double(treeWalls) * 2 / 3) < 1.5, "\(grid): mean \(mean) of \(treeWalls)")
    }
  }

  @Test("the same seed deals the same walls and target; another seed, other walls")
  func wallsComeFromTheSeed() {
    let options = PathFinderOptions(walls: true)
    var distinct: Set<Set<PathFinderWall>> = []
    for seed in UInt64(0)..<300 {
      let first = PathFinderFixture.steeringRound(seed: seed, options: options)
      let again = PathFinderFixture.steeringRound(seed: seed, options: options)
      #expect(first == again)
      distinct.insert(first.walls!.walls)
    }
    #expect(distinct.count > 290)
  }

  @Test("over thousands of seeds the path exists and Shortest possible is the breadth-first distance round the walls")
  func shortestPathGoesRoundTheWalls() {
    var longer = 0
    for seed in PathFinderFixture.manySeeds {
      let round = PathFinderFixture.steeringRound(seed: seed, options: PathFinderOptions(walls: true))
      let grid = round.grid!
      let target = round.target!
      let walls = round.walls!
      let independent = PathFinderFixture.breadthFirstDistance(on: grid, from: RobotCourse.start, to: target, walls: walls.walls)
      #expect(independent != nil, "seed \(seed): no way to the target")
      #expect(round.shortestPathLength == independent, "seed \(seed)")
      if round.shortestPathLength! > target.row + target.column { longer += 1 }
    }
    // The walls matter: many targets need a detour.
    #expect(longer > 1_000)
  }

  @Test("walking the route arrives in Shortest possible steps, over hundreds of seeds")
  func theRouteArrives() {
    for seed in UInt64(0)..<500 {
      var round = PathFinderFixture.steeringRound(seed: seed, options: PathFinderOptions(walls: true))
      let route = round.walls!.route(from: RobotCourse.start, to: round.target!)!
      #expect(route.count == round.shortestPathLength)
      var last: RobotMoveResult?
      for direction in route { last = round.move(direction, at: .zero) }
      #expect(round.phase == .arrived, "seed \(seed): \(String(describing: last))")
      #expect(round.stepCount == round.shortestPathLength)
    }
  }

  @Test("bumping a wall is no step, like bumping an edge")
  func wallBumpsDoNotCount() {
    let grid = PathFinderGridSize(rows: 4, columns: 4)
    let walls = PathFinderWalls(grid: grid, walls: [
      PathFinderWall(cell: RobotCourse.start, side: .east), PathFinderWall(cell: Position(row: 1, column: 0), side: .south),
    ])
    var course = RobotCourse(grid: grid, target: Position(row: 3, column: 3), walls: walls)
    #expect(course.move(.east) == .bumpedWall(.east))
    #expect(course.move(.north) == .bumpedEdge(.north))
    #expect(course.stepCount == 0)
    #expect(course.move(.south) == .moved(from: RobotCourse.start, to: Position(row: 1, column: 0)))
    #expect(course.move(.south) == .bumpedWall(.south))
    // The same wall from its other side, and by click.
    #expect(course.move(.east) == .moved(from: Position(row: 1, column: 0), to: Position(row: 1, column: 1)))
    #expect(course.move(.north) == .moved(from: Position(row: 1, column: 1), to: Position(row: 0, column: 1)))
    #expect(course.move(toward: RobotCourse.start) == .bumpedWall(.west))
    #expect(course.stepCount == 3)
    #expect(course.robot == Position(row: 0, column: 1))
    // 0,1 → 3,3 is 5 steps on this grid: the walls do not stand in the way.
    #expect(course.stepsRemaining == 5)
    #expect(course.shortestPathLength == 6)
  }

  @Test("a wall has one name whichever side it is named from")
  func wallNames() {
    let cell = Position(row: 2, column: 2)
    #expect(PathFinderWall(between: cell, .west) == PathFinderWall(cell: Position(row: 2, column: 1), side: .east))
    #expect(PathFinderWall(between: cell, .north) == PathFinderWall(cell: Position(row: 1, column: 2), side: .south))
    #expect(PathFinderWall(between: cell, .east).otherCell == Position(row: 2, column: 3))
    #expect(PathFinderWall(between: cell, .south).otherCell == Position(row: 3, column: 2))
  }

  @Test("an open round deals no walls and draws exactly as it did before walls existed")
  func openRoundsHaveNoWalls() {
    for seed in UInt64(0)..<300 {
      let round = PathFinderFixture.steeringRound(seed: seed)
      #expect(round.walls?.isEmpty == true)
      #expect(round.shortestPathLength == round.target!.row + round.target!.column)
    }
  }
}
