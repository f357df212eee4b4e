import Foundation
import Testing
@testable import ArcadeCore

@Suite("PathFinder: summary under the board")
struct PathFinderSummaryTests {
  @Test("one step and one round read in the singular")
  func singular() {
    let oneStep = PlayedRound.pathFinderMock(steps: 1, seconds: 3, rows: 4, columns: 4, shortestPath: 1)
    #expect(PathFinderSummary.lines(for: [oneStep]) == [
      "Your best round ever: 4×4, 1 step in 0:03, score 0.19",
      "Your average efficiency (shortest path ÷ steps): 100% over 1 round",
    ])
  }

  @Test("more steps and rounds read in the plural")
  func plural() {
    let perfect = PlayedRound.pathFinderMock(steps: 6, seconds: 12, rows: 4, columns: 4, shortestPath: 6)  // score 4.5
    let half = PlayedRound.pathFinderMock(steps: 10, seconds: 20, shortestPath: 5)
    #expect(PathFinderSummary.lines(for: [half, perfect]) == [
      "Your best round ever: 4×4, 6 steps in 0:12, score 4.50",
      "Your average efficiency (shortest path ÷ steps): 75% over 2 rounds",
    ])
  }

  @Test("a best round of zero steps is plural too, and no scored round means no lines")
  func zeroAndNone() {
    let noSteps = PlayedRound.pathFinderMock(steps: 0, seconds: 5, shortestPath: 3)
    #expect(PathFinderSummary.lines(for: [noSteps]) == ["Your best round ever: 5×4, 0 steps in 0:05, score 0.00"])
    #expect(PathFinderSummary.lines(for: [.pathFinderMock(steps: 3, seconds: nil)]) == [])
    #expect(PathFinderSummary.lines(for: []) == [])
  }
}

@Suite("PathFinder: summary with walls rounds")
struct PathFinderWallsSummaryTests {
  @Test("the best open round and the best round with walls are named apart")
  func bestOfEachKind() {
    let open = PlayedRound.pathFinderMock(steps: 6, seconds: 12, rows: 4, columns: 4, shortestPath: 6)  // 4.50
    var walled = PlayedRound.pathFinderMock(steps: 8, seconds: 4, rows: 4, columns: 4, shortestPath: 8)  // 2.00
    walled.variant = PathFinderOptions.wallsVariant
    #expect(PathFinderSummary.lines(for: [walled, open]) == [
      "Your best round ever: 4×4, 6 steps in 0:12, score 4.50",
      "Your best round with walls: 4×4, 8 steps in 0:04, score 2.00",
      "Your average efficiency (shortest path ÷ steps): 100% over 2 rounds",
    ])
    #expect(PathFinderSummary.lines(for: [walled]).first == "Your best round with walls: 4×4, 8 steps in 0:04, score 2.00")
  }
}
