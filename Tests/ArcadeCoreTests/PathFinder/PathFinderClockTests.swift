import Testing
@testable import ArcadeCore

@Suite("PathFinder: the round clock")
struct PathFinderClockTests {
  @Test("the clock runs from the grid's drawing, through guessing, and stops at arrival")
  func clockSpansGuessingAndSteering() {
    var round = PathFinderFixture.steeringRound(seed: 8, drawnAt: Instant(milliseconds: 2_000))
    #expect(round.elapsedMilliseconds(at: Instant(milliseconds: 2_500)) == 500)
    let steps = round.shortestPathLength!
    PathFinderFixture.steerHome(&round, from: Instant(milliseconds: 2_000))
    let arrival = Instant(milliseconds: 2_000 + Int64(steps) * 1000)
    #expect(round.endedAt == arrival)
    #expect(round.elapsedMilliseconds(at: Instant(milliseconds: 1_000_000)) == Int64(steps) * 1000)
  }

  @Test("a reading before the start never shows negative time")
  func neverNegative() {
    var round = PathFinderRound(seed: 1)
    round.generateGrid(at: Instant(milliseconds: 5_000))
    #expect(round.elapsedMilliseconds(at: Instant(milliseconds: 4_000)) == 0)
  }

  @Test("bumps and refused clicks do not stop the clock")
  func onlyArrivalStopsTheClock() {
    var round = PathFinderFixture.steeringRound(seed: 4)
    _ = round.move(.north, at: Instant(milliseconds: 100))
    _ = round.move(toward: Position(row: 3, column: 3), at: Instant(milliseconds: 200))
    #expect(round.endedAt == nil)
    #expect(round.phase == .steering)
    #expect(round.elapsedMilliseconds(at: Instant(milliseconds: 7_000)) == 7_000)
  }
}
