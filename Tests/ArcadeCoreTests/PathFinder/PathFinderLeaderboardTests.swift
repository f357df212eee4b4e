import Foundation
import Testing
@testable import ArcadeCore

@Suite("PathFinder: leaderboard")
struct PathFinderLeaderboardTests {
  // Scores by hand: steps × seconds ÷ cells.
  static let tenA = PlayedRound.pathFinderMock(steps: 10, seconds: 20, rows: 5, columns: 4)  // 10×20÷20 = 10
  static let tenB = PlayedRound.pathFinderMock(steps: 8, seconds: 25, rows: 4, columns: 5)  // 8×25÷20 = 10
  static let best = PlayedRound.pathFinderMock(steps: 6, seconds: 12, rows: 4, columns: 4)  // 6×12÷16 = 4.5
  static let slow = PlayedRound.pathFinderMock(steps: 12, seconds: 60, rows: 6, columns: 6)  // 12×60÷36 = 20
  static let unfinished = PlayedRound.pathFinderMock(steps: 3, seconds: nil)

  @Test("the score is steps × seconds ÷ grid size")
  func scoreFormula() {
    #expect(PathFinderScore.of(Self.tenA) == 10)
    #expect(PathFinderScore.of(Self.tenB) == 10)
    #expect(PathFinderScore.of(Self.best) == 4.5)
    #expect(PathFinderScore.of(Self.slow) == 20)
    #expect(PathFinderScore.of(.pathFinderMock(steps: 7, seconds: 1.5, rows: 6, columns: 5)) == 0.35)
  }

  @Test("rounds with no end time, no grid size or no moves have no score")
  func roundsWithoutAScore() {
    #expect(PathFinderScore.of(Self.unfinished) == nil)
    #expect(PathFinderScore.of(.pathFinderMock(steps: 4, seconds: 10, gridSize: 0)) == nil)
    var noGrid = Self.tenA
    noGrid.gridSize = nil
    #expect(PathFinderScore.of(noGrid) == nil)
    #expect(PathFinderScore.of(.pathFinderMock(steps: nil, seconds: 10)) == nil)
  }

  @Test("an end time before the start still counts its length, as the formula's |end − start| says")
  func endBeforeStart() {
    var backwards = Self.tenA
    backwards.endedAt = backwards.startedAt.addingTimeInterval(-20)
    #expect(PathFinderScore.of(backwards) == 10)
  }

  @Test("lowest score first, equal scores share a place, rounds without a score come last")
  func ranking() {
    let rows = Leaderboard.pathFinder.rows(from: [Self.unfinished, Self.tenA, Self.slow, Self.tenB, Self.best])
    #expect(rows.map(\.rank) == [1, 2, 2, 4, 5])
    #expect(rows.map(\.round) == [Self.best, Self.tenA, Self.tenB, Self.slow, Self.unfinished])
    #expect(rows.map(\.figure) == [4.5, 10, 10, 20, nil])
  }

  @Test("rounds are ranked by the score as shown, two decimals: equal-looking scores share a place")
  func rankingByTheShownScore() {
    let low = PlayedRound.pathFinderMock(steps: 1, seconds: 3.702, rows: 5, columns: 4)  // 0.1851 → 0.19
    let high = PlayedRound.pathFinderMock(steps: 1, seconds: 3.898, rows: 5, columns: 4)  // 0.1949 → 0.19
    let lower = PlayedRound.pathFinderMock(steps: 1, seconds: 3.698, rows: 5, columns: 4)  // 0.1849 → 0.18
    let board = Leaderboard.pathFinder
    // Newest first from the store: `high` came in before `low`, and keeps that order in the tie.
    let rows = board.rows(from: [Self.slow, high, low, lower])
    #expect(rows.map(\.rank) == [1, 2, 2, 4])
    #expect(rows.map(\.round) == [lower, high, low, Self.slow])
    #expect(rows.map { board.columns[5].value($0) } == ["0.18", "0.19", "0.19", "20.00"])
    #expect(rows.map { board.columns[0].value($0) } == ["1", "2", "2", "4"])
  }

  @Test("a score exactly halfway rounds up, and the board shows and ranks it the same way")
  func halfwayScores() {
    let half = PlayedRound.pathFinderMock(steps: 1, seconds: 2.5, rows: 5, columns: 4)  // 0.125 → 0.13
    let plain = PlayedRound.pathFinderMock(steps: 1, seconds: 2.6, rows: 5, columns: 4)  // 0.13
    #expect(PathFinderScore.shown(0.125) == 0.13)
    #expect(PathFinderLeaderboardText.score(0.125) == "0.13")
    #expect(PathFinderLeaderboardText.score(0.1849) == "0.18")
    #expect(PathFinderScore.ranked([plain, half]).map(\.rank) == [1, 1])
  }

  @Test("several rounds without a score share the last place, whatever order they came in")
  func unscoredShareTheLastPlace() {
    let zeroGrid = PlayedRound.pathFinderMock(steps: 4, seconds: 10, gridSize: 0)
    let rows = PathFinderScore.ranked([Self.unfinished, Self.slow, zeroGrid])
    #expect(rows.map(\.rank) == [1, 2, 2])
    #expect(rows.map(\.round) == [Self.slow, Self.unfinished, zeroGrid])
    #expect(PathFinderScore.ranked([]).isEmpty)
  }

  @Test("the board takes the last five completed won PathFinder rounds, newest first")
  func selection() {
    let selection = Leaderboard.pathFinder.selection
    #expect(selection == RoundSelection(
      game: .pathfinder, outcomes: [.won], completedOnly: true, order: .newestFirst, limit: 5,
      excludedVariant: PathFinderOptions.wallsVariant))
    #expect(Leaderboard.pathFinder.game == .pathfinder)
  }

  @Test("columns read Rank, Player, Grid, Steps, Time, Score")
  func columns() {
    let board = Leaderboard.pathFinder
    #expect(board.columns.map(\.title) == ["Rank", "Player", "Grid", "Steps", "Time", "Score"])
    let rows = board.rows(from: [Self.slow, Self.best, Self.unfinished])
    let table = rows.map { row in board.columns.map { $0.value(row) } }
    #expect(table == [
      ["1", "ada", "4×4", "6", "0:12", "4.50"],
      ["2", "ada", "6×6", "12", "1:00", "20.00"],
      ["3", "ada", "5×4", "3", "—", "—"],
    ])
  }

  @Test("the grid column falls back to the details when a round has no variant")
  func gridFromDetails() {
    var round = Self.best
    round.variant = nil
    #expect(PathFinderLeaderboardText.grid(of: round) == "4×4")
    round.details = "{}"
    #expect(PathFinderLeaderboardText.grid(of: round) == "—")
  }
}
