import Foundation
import Testing
@testable import ArcadeCore

@Suite("PathFinder: rounds with walls are recorded and ranked apart")
struct PathFinderWallsBoardTests {
  /// Seed 7 with walls, walked home by its route, arriving 12 s after the grid was drawn.
  static func arrivedWithWalls() -> PathFinderRound {
    var round = PathFinderFixture.steeringRound(seed: 7, options: PathFinderOptions(walls: true))
    let route = round.walls!.route(from: RobotCourse.start, to: round.target!)!
    for direction in route { _ = round.move(direction, at: Instant(milliseconds: 12_000)) }
    return round
  }

  @Test("a round with walls records the walls variant and its walls in the details")
  func record() throws {
    let round = Self.arrivedWithWalls()
    let grid = try #require(round.grid)
    let record = try #require(
      round.finishedRound?.playedRound(player: "ada", startedAt: PathFinderFixture.noon, endedAt: PathFinderFixture.noon))
    #expect(record.variant == "walls")
    #expect(record.gridSize == grid.cellCount)
    let details = try #require(PathFinderDetails(json: record.details))
    #expect(details.walls == round.walls!.sorted)
    #expect(details.walls?.isEmpty == false)
    #expect(details.shortestPath == round.shortestPathLength)
    #expect(details.grid == grid)
    #expect(PathFinderLeaderboardText.grid(of: record) == grid.description)
  }

  @Test("an open round's details have no walls field, as before")
  func openDetails() throws {
    var round = PathFinderFixture.steeringRound(seed: 7)
    PathFinderFixture.steerHome(&round, from: .zero)
    let record = try #require(round.finishedRound)
    #expect(record.variant == "5x4")
    #expect(!record.details.contains("walls"))
  }

  @Test("the open board never takes a walls round and the walls board takes only those")
  func boardsApart() throws {
    let boards = GameBoards.pathFinder
    #expect(boards.boards.map(\.title) == ["Last five rounds", "Walls: last five rounds"])
    let walled = try #require(
      Self.arrivedWithWalls().finishedRound?.playedRound(player: "ada", startedAt: PathFinderFixture.noon, endedAt: PathFinderFixture.noon))
    let open = PlayedRound.pathFinderMock(steps: 6, seconds: 10)
    var noVariant = open
    noVariant.variant = nil
    #expect(boards.boardIndex(for: walled) == 1)
    #expect(boards.boardIndex(for: open) == 0)
    #expect(boards.boardIndex(for: noVariant) == 0)
    #expect(!Leaderboard.pathFinder.selection.accepts(walled))
    #expect(Leaderboard.pathFinderWalls.selection.accepts(walled))
    #expect(!Leaderboard.pathFinderWalls.selection.accepts(open))
    // The chart under a board follows its variant the same way: the open board's leaves walls rounds out.
    #expect(!Leaderboard.pathFinder.selection.holdsVariant(of: walled))
    #expect(Leaderboard.pathFinder.selection.holdsVariant(of: open) && Leaderboard.pathFinder.selection.holdsVariant(of: noVariant))
  }
}
