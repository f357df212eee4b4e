import Foundation
import Testing
@testable import ArcadeCore

@Suite("PathFinder: recording a round")
struct PathFinderRecordTests {
  @Test("an arrived round records steps, grid, seed, times and details")
  func recordOfAnArrivedRound() throws {
    var round = PathFinderFixture.steeringRound(seed: 1234, drawnAt: Instant(milliseconds: 10_000))
    _ = round.move(.north, at: Instant(milliseconds: 10_500))  // a bump: not a step
    PathFinderFixture.steerHome(&round, from: Instant(milliseconds: 11_000))
    let grid = try #require(round.grid)
    let target = try #require(round.target)
    let start = PathFinderFixture.noon
    let end = start.addingTimeInterval(12)

    let record = try #require(round.finishedRound?.playedRound(player: "ada", startedAt: start, endedAt: end))
    #expect(record.game == .pathfinder)
    #expect(record.outcome == .won)
    #expect(record.player == "ada")
    #expect(record.startedAt == start && record.endedAt == end)
    #expect(record.moves == round.shortestPathLength)
    #expect(record.gridSize == grid.rows * grid.columns)
    #expect(record.variant == "\(grid.rows)x\(grid.columns)")
    #expect(record.seed == 1234)
    #expect(record.durationMilliseconds == round.elapsedMilliseconds(at: .zero))
    #expect(record.id == nil && record.score == nil && record.assistance.isEmpty)

    let details = try #require(PathFinderDetails(json: record.details))
    #expect(details == PathFinderDetails(
      rows: grid.rows, columns: grid.columns, shortestPath: target.row + target.column, target: target))
  }

  @Test("details JSON names its fields so other tools can read it")
  func detailsJSONShape() throws {
    let details = PathFinderDetails(rows: 5, columns: 4, shortestPath: 6, target: Position(row: 3, column: 3))
    #expect(details.json == #"{"columns":4,"rows":5,"shortestPath":6,"target":{"column":3,"row":3}}"#)
    #expect(PathFinderDetails(json: "{}") == nil)
    #expect(PathFinderDetails(json: "not json") == nil)
  }

  @Test("a round the robot has not finished has no record")
  func noRecordBeforeArrival() {
    var round = PathFinderRound(seed: 5)
    #expect(round.finishedRound?.playedRound(player: "ada", startedAt: PathFinderFixture.noon, endedAt: PathFinderFixture.noon) == nil)
    round.generateGrid(at: .zero)
    let grid = round.grid!
    _ = round.guess(rows: grid.rows, columns: grid.columns)
    #expect(round.finishedRound?.playedRound(player: "ada", startedAt: PathFinderFixture.noon, endedAt: PathFinderFixture.noon) == nil)
  }

  @Test("grid sizes read back from variant labels")
  func variantLabels() {
    #expect(PathFinderGridSize(variant: "5x4") == PathFinderGridSize(rows: 5, columns: 4))
    #expect(PathFinderGridSize(variant: "6×6") == PathFinderGridSize(rows: 6, columns: 6))
    #expect(PathFinderGridSize(variant: "expert") == nil)
    #expect(PathFinderGridSize(variant: "5x") == nil)
    #expect(PathFinderGridSize(rows: 5, columns: 4).description == "5×4")
  }
}
