import Testing
@testable import ArcadeCore

@Suite("PathFinder: the target is never too near")
struct PathFinderTargetRuleTests {
  @Test("the minimum is half of rows + columns, rounded up")
  func minimumPath() {
    #expect(PathFinderTargetRule.minimumPath(on: PathFinderGridSize(rows: 4, columns: 4)) == 4)
    #expect(PathFinderTargetRule.minimumPath(on: PathFinderGridSize(rows: 4, columns: 5)) == 5)
    #expect(PathFinderTargetRule.minimumPath(on: PathFinderGridSize(rows: 5, columns: 6)) == 6)
    #expect(PathFinderTargetRule.minimumPath(on: PathFinderGridSize(rows: 6, columns: 6)) == 6)
  }

  @Test("over thousands of seeds, open or walled, the shortest path is at least the minimum")
  func shortestPathIsNeverShort() {
    for walls in [false, true] {
      for seed in PathFinderFixture.manySeeds {
        let round = PathFinderFixture.steeringRound(seed: seed, options: PathFinderOptions(walls: walls))
        let grid = round.grid!
        let shortest = round.shortestPathLength!
        #expect(shortest >= PathFinderTargetRule.minimumPath(on: grid), "seed \(seed) walls \(walls): \(shortest) on \(grid)")
      }
    }
  }

  @Test("on every grid size, every far-enough cell is drawn and no nearer one")
  func targetsCoverTheFarCells() {
    for rows in PathFinderGridSize.allowedSides {
      for columns in PathFinderGridSize.allowedSides {
        let grid = PathFinderGridSize(rows: rows, columns: columns)
        let minimum = PathFinderTargetRule.minimumPath(on: grid)
        let far = Set((1..<grid.cellCount).map(grid.position(atIndex:)).filter { $0.row + $0.column >= minimum })
        var seen: [Position: Int] = [:]
        for seed in UInt64(0)..<UInt64(far.count * 60) {
          var generator = SeededGenerator(seed: seed)
          seen[RobotCourse(grid: grid, using: &generator).target, default: 0] += 1
        }
        #expect(Set(seen.keys) == far, "\(grid)")
        // About 60 draws a cell: none is starved.
        #expect(seen.values.allSatisfy { $0 > 25 }, "\(grid): \(seen)")
      }
    }
  }

  @Test("a target the first draw found far enough is kept, so such seeds deal what they dealt before")
  func firstDrawStands() {
    // Seed 7: a 5×4 grid with the target at row 4, column 2 (6 steps), as before the rule.
    let round = PathFinderFixture.steeringRound(seed: 7)
    #expect(round.grid == PathFinderGridSize(rows: 5, columns: 4))
    #expect(round.target == Position(row: 4, column: 2))
  }
}
