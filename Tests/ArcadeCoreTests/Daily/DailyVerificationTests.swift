import Foundation
import Testing

@testable import ArcadeCore

/// A daily verifies only as the deal of the day it names, with the daily's rules; its board ranks one attempt per
/// player, best first.
@Suite struct DailyVerificationTests {
  static let day = DailyDate("2026-11-26")!

  /// PathFinder's daily (walls) played from the day's seed, saved under `variant`.
  static func pathFinderDaily(_ variant: DailyVariant, walls: Bool = true, seed: UInt64? = nil, player: String = "ana") -> PlayedRound? {
    let round = PathFinderTapeTests.playedRound(
      seed: seed ?? DailyDeal.seed(for: .pathfinder, on: variant.day, key: variant.key), walls: walls)
    guard var saved = round.recordedRound.map(RoundVerifierTests.saved) else { return nil }
    // Started on its day, a minute before noon.
    let duration = saved.endedAt!.timeIntervalSince(saved.startedAt)
    saved.startedAt = Date(timeIntervalSince1970: Double(variant.day.dayNumber) * 86_400 + 43_140)
    saved.endedAt = saved.startedAt.addingTimeInterval(duration)
    saved.context = .daily(variant)
    saved.player = player
    return saved
  }

  @Test func aDailyVerifiesAsItsDaysDealAndNoOther() throws {
    let round = try #require(Self.pathFinderDaily(DailyVariant(day: Self.day)))
    #expect(RoundVerifier.arcade.verdict(on: round) == .verified)
    var practice = round
    practice.context = .daily(DailyVariant(day: Self.day, practice: true))
    #expect(RoundVerifier.arcade.verdict(on: practice) == .verified)
    // Claimed for another day, or a deal from another seed or without the walls: refused.
    var otherDay = round
    otherDay.context = .daily(DailyVariant(day: Self.day.adding(days: 1)))
    #expect(RoundVerifier.arcade.verdict(on: otherDay) == .refused(.differs("board")))
    let chosen = try #require(Self.pathFinderDaily(DailyVariant(day: Self.day), seed: 42))
    #expect(RoundVerifier.arcade.verdict(on: chosen) == .refused(.differs("board")))
    let open = try #require(Self.pathFinderDaily(DailyVariant(day: Self.day), walls: false))
    #expect(RoundVerifier.arcade.verdict(on: open) == .refused(.differs("board")))
  }

  /// A ranked attempt starts on its day (it may end after midnight, resumed); practice is of any day.
  @Test func aRankedDailyStartsOnItsDay() throws {
    let round = try #require(Self.pathFinderDaily(DailyVariant(day: Self.day)))
    var lateNight = round
    lateNight.startedAt = Date(timeIntervalSince1970: Double(Self.day.dayNumber + 1) * 86_400 - 1)
    lateNight.endedAt = lateNight.startedAt.addingTimeInterval(round.endedAt!.timeIntervalSince(round.startedAt))
    #expect(RoundVerifier.arcade.verdict(on: lateNight) == .verified)
    // A second later, the next day began; a day earlier less a second, the day before was not over.
    for shift in [1.0, -86_400] {
      var moved = lateNight
      moved.startedAt += shift
      moved.endedAt! += shift
      #expect(RoundVerifier.arcade.verdict(on: moved) == .refused(.differs("day")), "moved \(shift) s")
      moved.context = .daily(DailyVariant(day: Self.day, practice: true))
      #expect(RoundVerifier.arcade.verdict(on: moved) == .verified)
    }
  }

  @Test func theDaysBoardRanksEachPlayersFirstAttempt() throws {
    let variant = DailyVariant(day: Self.day)
    var ana = try #require(Self.pathFinderDaily(variant))
    var again = ana
    again.startedAt = ana.startedAt.addingTimeInterval(60)
    again.durationMilliseconds = 1
    again.id = 2
    ana.id = 1
    var bob = ana
    bob.player = "bob"
    bob.id = 3
    let rows = Leaderboard.daily(.pathfinder, variant, ranking: GameDefinition.pathFinder.daily!.ranking).rows(from: [again, ana, bob])
    #expect(rows.map(\.round.id) == [1, 3])
    #expect(rows.map(\.rank) == [1, 1])
  }

  @Test func ticTacToeRanksWinsThenDrawsThenLossesAndFewerMovesFirst() {
    func round(_ id: Int64, _ outcome: RoundOutcome, moves: Int) -> PlayedRound {
      PlayedRound(
        id: .local(id), game: .tictactoe, player: "p\(id)", startedAt: Date(timeIntervalSince1970: Double(id)), endedAt: Date(),
        outcome: outcome, moves: moves)
    }
    let rows = DailyRanking.bestResult.rank([
      round(1, .lost, moves: 10), round(2, .won, moves: 30), round(3, .draw, moves: 20), round(4, .won, moves: 25),
      round(5, .won, moves: 25),
    ])
    #expect(rows.map(\.round.id) == [4, 5, 2, 3, 1])
    #expect(rows.map(\.rank) == [1, 1, 3, 4, 5])
  }

  @Test func scoresRankHighestFirstThenFastestAndAZeroStillHasItsPlace() {
    func round(_ id: Int64, score: Int, ms: Int64) -> PlayedRound {
      PlayedRound(
        id: .local(id), game: .priceguess, player: "p\(id)", startedAt: Date(timeIntervalSince1970: Double(id)), endedAt: Date(),
        outcome: .finished, score: score, durationMilliseconds: ms)
    }
    let rows = DailyRanking.highestScore(of: [.finished]).rank([round(1, score: 0, ms: 5), round(2, score: 40, ms: 9_000), round(3, score: 40, ms: 8_000)])
    #expect(rows.map(\.round.id) == [3, 2, 1])
  }

  /// A lost first attempt is the player's attempt of the day: a later win under the same day does not take its place.
  @Test func aLostFirstAttemptIsTheDaysAttempt() throws {
    let variant = DailyVariant(day: Self.day)
    var lost = try #require(Self.pathFinderDaily(variant))
    lost.outcome = .lost
    lost.id = 1
    var won = try #require(Self.pathFinderDaily(variant))
    won.startedAt = lost.startedAt.addingTimeInterval(60)
    won.id = 2
    var bob = try #require(Self.pathFinderDaily(variant, player: "bob"))
    bob.id = 3
    let board = Leaderboard.daily(.pathfinder, variant, ranking: GameDefinition.pathFinder.daily!.ranking)
    #expect(board.selection.accepts(lost))
    #expect(board.rows(from: [won, lost, bob]).map(\.round.id) == [3])
  }

  /// PathFinder's daily is the grid it opens with: a round that drew another is not the day's.
  @Test func aPathFinderDailyWithASecondGridIsRefused() throws {
    var round = PathFinderRound(seed: DailyDeal.seed(for: .pathfinder, on: Self.day), options: PathFinderOptions(walls: true))
    round.apply(.drawGrid, at: .zero)
    round.apply(.drawGrid, at: .seconds(1))
    var now = Instant.seconds(2)
    let grid = try #require(round.grid)
    round.apply(.guess(rows: grid.rows, columns: grid.columns), at: now)
    while round.phase == .steering, let walls = round.walls, let robot = round.robot, let target = round.target,
      let step = walls.route(from: robot, to: target)?.first
    {
      now = now.advanced(byMilliseconds: 300)
      round.apply(.step(step), at: now)
    }
    var saved = RoundVerifierTests.saved(try #require(round.recordedRound))
    saved.context = .daily(DailyVariant(day: Self.day))
    #expect(RoundVerifier.arcade.verdict(on: saved) == .refused(.differs("board")))
  }
}
