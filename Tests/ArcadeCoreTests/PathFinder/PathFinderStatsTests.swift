import Foundation
import Testing
@testable import ArcadeCore

@Suite("PathFinder: player stats")
struct PathFinderStatsTests {
  static let half = PlayedRound.pathFinderMock(steps: 10, seconds: 20, shortestPath: 5)  // efficiency 0.5, score 10
  static let perfect = PlayedRound.pathFinderMock(steps: 6, seconds: 12, rows: 4, columns: 4, shortestPath: 6)  // 1.0, 4.5
  static let unfinished = PlayedRound.pathFinderMock(steps: 8, seconds: nil, shortestPath: 6)  // 0.75, no score
  static let noSteps = PlayedRound.pathFinderMock(steps: 0, seconds: 5, shortestPath: 3)  // excluded from the average

  @Test("best round ever is the lowest score; average efficiency is shortest path ÷ steps")
  func bestAndAverage() {
    let stats = PathFinderStats(rounds: [Self.half, Self.perfect, Self.unfinished, Self.noSteps])
    // noSteps scores 0×5÷20 = 0: the lowest, so it is the best by the board's own formula.
    #expect(stats.bestRound == Self.noSteps)
    #expect(stats.bestScore == 0)
    #expect(stats.roundCount == 4)
    #expect(stats.efficiencyRoundCount == 3)
    #expect(stats.averageEfficiency == (0.5 + 1.0 + 0.75) / 3)
  }

  @Test("best round among ordinary rounds")
  func bestAmongOrdinaryRounds() {
    let stats = PathFinderStats(rounds: [Self.half, Self.perfect, Self.unfinished])
    #expect(stats.bestRound == Self.perfect)
    #expect(stats.bestScore == 4.5)
  }

  @Test("with equal best scores, the earlier round holds the record")
  func earliestBestWins() {
    let early = PlayedRound.pathFinderMock(steps: 10, seconds: 20, startedAt: PathFinderFixture.noon)
    let late = PlayedRound.pathFinderMock(steps: 8, seconds: 25, startedAt: PathFinderFixture.noon.addingTimeInterval(3_600))
    #expect(PathFinderStats(rounds: [late, early]).bestRound == early)
    #expect(PathFinderStats(rounds: [early, late]).bestRound == early)
  }

  @Test("no rounds, or only rounds without figures, give empty stats")
  func emptyStats() {
    let none = PathFinderStats(rounds: [])
    #expect(none.bestRound == nil && none.bestScore == nil && none.averageEfficiency == nil && none.roundCount == 0)
    var unreadable = Self.unfinished
    unreadable.details = "{}"
    let stats = PathFinderStats(rounds: [unreadable])
    #expect(stats.bestRound == nil)
    #expect(stats.averageEfficiency == nil)
    #expect(stats.roundCount == 1)
  }

  @Test("other games, other outcomes and other players are left out")
  func onlyThisPlayersWonRounds() {
    var otherGame = Self.perfect
    otherGame.game = .minesweeper
    var lost = Self.perfect
    lost.outcome = .lost
    let someoneElse = PlayedRound.pathFinderMock(steps: 6, seconds: 12, rows: 4, columns: 4, shortestPath: 6, player: "bob")
    let stats = PathFinderStats(rounds: [Self.half, otherGame, lost, someoneElse], player: "ada")
    #expect(stats.roundCount == 1)
    #expect(stats.bestRound == Self.half)
    #expect(stats.averageEfficiency == 0.5)
    #expect(PathFinderStats(rounds: [Self.half, someoneElse]).roundCount == 2)
  }

  @Test("an efficiency is computed from the details JSON, not from the grid")
  func efficiencyOfOneRound() {
    #expect(PathFinderStats.efficiency(of: Self.half) == 0.5)
    #expect(PathFinderStats.efficiency(of: Self.noSteps) == nil)
    #expect(PathFinderStats.efficiency(of: .pathFinderMock(steps: nil, seconds: 3)) == nil)
  }
}
