import Testing
@testable import ArcadeCore

@Suite("PathFinder: steering the robot")
struct PathFinderSteeringTests {
  @Test("the robot starts top-left and the target is never (1,1), over thousands of seeds")
  func targetIsNeverTheStart() {
    var targetsSeen: Set<Position> = []
    for seed in PathFinderFixture.manySeeds {
      let round = PathFinderFixture.steeringRound(seed: seed)
      let grid = round.grid!
      let target = round.target!
      #expect(round.robot == Position(row: 0, column: 0))
      #expect(target != Position(row: 0, column: 0), "seed \(seed)")
      #expect(grid.contains(target), "seed \(seed): \(target) off \(grid)")
      targetsSeen.insert(target)
    }
    // Which cells turn up on each grid is PathFinderTargetRuleTests' business; here, that they spread out.
    #expect(targetsSeen.count > 20)
  }

  @Test("the same seed and the same presses give the same target")
  func targetIsDeterministic() {
    for seed in UInt64(0)..<200 {
      #expect(PathFinderFixture.steeringRound(seed: seed) == PathFinderFixture.steeringRound(seed: seed))
    }
  }

  @Test("the shortest path is the Manhattan distance, checked by breadth-first search over many seeds")
  func shortestPathIsManhattan() {
    for seed in UInt64(0)..<2_000 {
      let round = PathFinderFixture.steeringRound(seed: seed)
      let target = round.target!
      #expect(round.shortestPathLength == target.row + target.column)
      #expect(
        round.shortestPathLength
          == PathFinderFixture.breadthFirstDistance(on: round.grid!, from: RobotCourse.start, to: target))
    }
  }

  @Test("walking the shortest path arrives in exactly that many steps")
  func shortestWalkArrives() {
    for seed in UInt64(0)..<500 {
      var round = PathFinderFixture.steeringRound(seed: seed)
      let last = PathFinderFixture.steerHome(&round, from: .zero)
      guard case .arrived(_, let to)? = last else {
        Issue.record("seed \(seed): the last move was \(String(describing: last)), not an arrival")
        continue
      }
      #expect(to == round.target)
      #expect(round.phase == .arrived)
      #expect(round.stepCount == round.shortestPathLength)
      #expect(round.robot == round.target)
    }
  }

  @Test("bumping an edge is not a move and does not count")
  func edgeBumpsDoNotCount() {
    var course = RobotCourse(grid: PathFinderGridSize(rows: 4, columns: 4), target: Position(row: 3, column: 3))
    #expect(course.move(.north) == .bumpedEdge(.north))
    #expect(course.move(.west) == .bumpedEdge(.west))
    #expect(course.stepCount == 0)
    #expect(course.robot == RobotCourse.start)

    #expect(course.move(.east) == .moved(from: Position(row: 0, column: 0), to: Position(row: 0, column: 1)))
    #expect(course.move(.east) == .moved(from: Position(row: 0, column: 1), to: Position(row: 0, column: 2)))
    #expect(course.move(.east) == .moved(from: Position(row: 0, column: 2), to: Position(row: 0, column: 3)))
    #expect(course.move(.east) == .bumpedEdge(.east))
    #expect(course.move(.north) == .bumpedEdge(.north))
    #expect(course.stepCount == 3)
  }

  @Test("bumping every edge over many grids never counts a step")
  func edgeBumpsOverManySeeds() {
    for seed in UInt64(0)..<300 {
      var round = PathFinderFixture.steeringRound(seed: seed)
      // From the top-left corner, north and west are always edges.
      #expect(round.move(.north, at: .zero) == .bumpedEdge(.north))
      #expect(round.move(.west, at: .zero) == .bumpedEdge(.west))
      #expect(round.stepCount == 0)
    }
  }

  @Test("a move away from the target still counts, and coming back costs steps")
  func detoursCount() {
    var course = RobotCourse(grid: PathFinderGridSize(rows: 5, columns: 5), target: Position(row: 0, column: 2))
    _ = course.move(.south)
    _ = course.move(.north)
    _ = course.move(.east)
    #expect(course.move(.east) == .arrived(from: Position(row: 0, column: 1), to: Position(row: 0, column: 2)))
    #expect(course.stepCount == 4)
    #expect(course.shortestPathLength == 2)
  }

  @Test("a click on a neighbour moves there; other clicks are answered, not moved")
  func clicks() {
    var course = RobotCourse(grid: PathFinderGridSize(rows: 4, columns: 6), target: Position(row: 3, column: 5))
    #expect(course.move(toward: Position(row: 1, column: 1)) == .notANeighbour(Position(row: 1, column: 1)))
    #expect(course.move(toward: Position(row: 0, column: 2)) == .notANeighbour(Position(row: 0, column: 2)))
    #expect(course.move(toward: RobotCourse.start) == .notANeighbour(RobotCourse.start))
    #expect(course.move(toward: Position(row: -1, column: 0)) == .outsideGrid(Position(row: -1, column: 0)))
    #expect(course.move(toward: Position(row: 0, column: 9)) == .outsideGrid(Position(row: 0, column: 9)))
    #expect(course.stepCount == 0)

    #expect(course.move(toward: Position(row: 1, column: 0)) == .moved(from: RobotCourse.start, to: Position(row: 1, column: 0)))
    #expect(course.move(toward: Position(row: 1, column: 1)) == .moved(from: Position(row: 1, column: 0), to: Position(row: 1, column: 1)))
    #expect(course.move(toward: Position(row: 0, column: 1)) == .moved(from: Position(row: 1, column: 1), to: Position(row: 0, column: 1)))
    #expect(course.stepCount == 3)
  }

  @Test("moves before the grid is guessed are ignored")
  func movesBeforeSteeringAreIgnored() {
    var round = PathFinderRound(seed: 2)
    #expect(round.move(.east, at: .zero) == .ignored(.notSteering))
    round.generateGrid(at: .zero)
    #expect(round.move(toward: Position(row: 0, column: 1), at: .zero) == .ignored(.notSteering))
    #expect(round.stepCount == 0)
    #expect(round.shortestPathLength == nil)
  }

  @Test("moves and clicks after arrival are ignored and change nothing")
  func movesAfterArrivalAreIgnored() {
    var round = PathFinderFixture.steeringRound(seed: 77)
    PathFinderFixture.steerHome(&round, from: .zero)
    let arrived = round
    for direction in Direction.allCases {
      #expect(round.move(direction, at: Instant(milliseconds: 99_000)) == .ignored(.finished))
    }
    #expect(round.move(toward: RobotCourse.start, at: Instant(milliseconds: 99_000)) == .ignored(.finished))
    #expect(round == arrived)
  }
}
