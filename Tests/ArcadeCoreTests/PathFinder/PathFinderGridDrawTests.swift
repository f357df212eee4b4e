import Testing
@testable import ArcadeCore

@Suite("PathFinder: drawing the grid")
struct PathFinderGridDrawTests {
  @Test("rows and columns stay in 4…6 over thousands of seeds, and every size turns up")
  func dimensionsStayInRange() {
    var sizesSeen: [PathFinderGridSize: Int] = [:]
    for seed in PathFinderFixture.manySeeds {
      var round = PathFinderRound(seed: seed)
      guard case .drawn(let grid) = round.generateGrid(at: .zero) else {
        Issue.record("seed \(seed) did not draw a grid")
        continue
      }
      #expect((4...6).contains(grid.rows), "seed \(seed): rows \(grid.rows)")
      #expect((4...6).contains(grid.columns), "seed \(seed): columns \(grid.columns)")
      #expect(round.cellCount == grid.rows * grid.columns)
      sizesSeen[grid, default: 0] += 1
    }
    // Nine sizes over 5,000 draws: each expects ~556; a uniform draw never strays below 400.
    #expect(sizesSeen.count == 9)
    #expect(sizesSeen.values.allSatisfy { $0 > 400 }, "\(sizesSeen)")
  }

  @Test("the same seed draws the same grids in the same order")
  func drawingIsDeterministic() {
    for seed in UInt64(0)..<200 {
      var first = PathFinderRound(seed: seed)
      var second = PathFinderRound(seed: seed)
      for press in 0..<5 {
        let now = Instant(milliseconds: Int64(press) * 100)
        #expect(first.generateGrid(at: now) == second.generateGrid(at: now))
      }
    }
  }

  @Test("no grid and no cell count before generating")
  func nothingBeforeGenerating() {
    let round = PathFinderRound(seed: 1)
    #expect(round.phase == .awaitingGrid)
    #expect(round.grid == nil)
    #expect(round.cellCount == nil)
    #expect(round.elapsedMilliseconds(at: Instant(milliseconds: 5_000)) == 0)
  }

  @Test("generating again draws a new grid and restarts the clock")
  func generatingAgainRestartsTheClock() {
    var round = PathFinderRound(seed: 42)
    round.generateGrid(at: Instant(milliseconds: 1_000))
    #expect(round.phase == .guessing)
    #expect(round.elapsedMilliseconds(at: Instant(milliseconds: 4_000)) == 3_000)

    round.generateGrid(at: Instant(milliseconds: 10_000))
    #expect(round.startedAt == Instant(milliseconds: 10_000))
    #expect(round.elapsedMilliseconds(at: Instant(milliseconds: 10_250)) == 250)
  }

  @Test("over many seeds, pressing generate again sometimes gives a different grid")
  func generatingAgainCanChangeTheGrid() {
    var changed = 0
    for seed in UInt64(0)..<100 {
      var round = PathFinderRound(seed: seed)
      let first = round.generateGrid(at: .zero)
      if round.generateGrid(at: .zero) != first { changed += 1 }
    }
    // A fresh draw matches the last one 1 time in 9; 100 seeds leave plenty of changes.
    #expect(changed > 50)
  }

  @Test("once the robot is out, generating is refused and the grid and clock stay")
  func generatingDuringSteeringIsRefused() {
    var round = PathFinderFixture.steeringRound(seed: 3, drawnAt: Instant(milliseconds: 500))
    let grid = round.grid
    #expect(round.generateGrid(at: Instant(milliseconds: 9_000)) == .refusedSteeringStarted)
    #expect(round.grid == grid)
    #expect(round.startedAt == Instant(milliseconds: 500))
    #expect(round.phase == .steering)
  }
}
