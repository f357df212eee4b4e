import Foundation
import Testing
@testable import ArcadeCore

/// Standings counted in memory: the rule the stores' aggregate queries agree with (StoreContractTests).
@Suite struct PlayerStandingsTests {
  static func rounds(seed: UInt64, count: Int) -> [PlayedRound] {
    var random = SeededGenerator(seed: seed)
    let outcomes: [RoundOutcome] = [.won, .won, .lost, .draw, .finished]
    return (0..<count).map { index in
      let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60)
      return PlayedRound(
        id: .local(Int64(index + 1)), game: .tictactoe, player: ["ada", "bo", "cy"].randomElement(using: &random)!,
        startedAt: start, endedAt: start + 30, outcome: outcomes.randomElement(using: &random)!, variant: "classic-easy")
    }
  }

  /// A stored standings row followed by the rounds played after it counts exactly as all the rounds do: so
  /// rounds a database does not hold yet (waiting, not yet on the server) join its rows without a recount.
  @Test(arguments: 0..<300 as Range<UInt64>)
  func aStandingFollowedByLaterRoundsCountsAsTheRoundsThemselves(seed: UInt64) {
    let rounds = Self.rounds(seed: seed, count: 1 + Int(seed % 40))
    let cut = Int(seed % UInt64(rounds.count))
    for streak in [PlayerStanding.StreakRule.wins, .unbeaten] {
      let stored = PlayerStanding.rows(from: Array(rounds[..<cut]), streak: streak, limit: 10)
      let joined = PlayerStanding.rows(from: stored + rounds[cut...], streak: streak, limit: 10)
      let whole = PlayerStanding.rows(from: rounds, streak: streak, limit: 10)
      #expect(joined.map(\.details) == whole.map(\.details), "seed \(seed), cut \(cut)")
      #expect(joined.map(\.id) == whole.map(\.id), "each row is the player's newest round")
    }
  }

  @Test func streaksCountRunsAndTheRunAtTheEnd() throws {
    let outcomes: [RoundOutcome] = [.won, .won, .draw, .won, .lost, .won, .won, .won, .finished, .draw]
    let rounds = outcomes.enumerated().map { index, outcome in
      let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(index))
      return PlayedRound(id: .local(Int64(index)), game: .tictactoe, player: "ada", startedAt: start, endedAt: start, outcome: outcome)
    }
    let wins = try #require(PlayerStanding.standings(from: rounds, streak: .wins).first)
    #expect(wins == PlayerStanding(player: "ada", wins: 6, losses: 1, draws: 2, bestStreak: 3, currentStreak: 0))
    let unbeaten = try #require(PlayerStanding.standings(from: rounds, streak: .unbeaten).first)
    #expect(unbeaten.bestStreak == 4 && unbeaten.currentStreak == 4)
  }

  @Test func aLimitCutsPlayersAfterRanking() {
    let rounds = Self.rounds(seed: 7, count: 60)
    let all = PlayerStanding.rows(from: rounds, streak: .wins, limit: 10)
    #expect(all.count == 3)
    #expect(PlayerStanding.rows(from: rounds, streak: .wins, limit: 2) == Array(all.prefix(2)))
    #expect(PlayerStanding.rows(from: rounds, streak: .wins, limit: 0).isEmpty)
  }
}
