import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing
@testable import ArcadeTUI

/// Standings are counted from the rounds each store returns (SQLite, PostgreSQL), and agree with
/// the in-memory rule: counts, best and current streaks, order, ties and the limit on players.
@Suite struct StandingsContractTests {
  /// Random rounds of a few players, some assisted, unfinished, of another variant or not won/lost/drawn.
  static func rounds(seed: UInt64) -> [PlayedRound] {
    var random = SeededGenerator(seed: seed)
    let players = ["ada", "bo", "cy", "Dee", "émile", "zed"].prefix(2 + Int(seed % 5))
    let outcomes: [RoundOutcome] = [.won, .won, .lost, .draw, .draw, .finished]
    return (0..<(5 + Int(seed % 50))).map { index in
      // Starts out of save order, with ties, as rounds from several machines reach a board.
      let start = StoreContractTests.start.addingTimeInterval(Double(Int.random(in: 0..<40, using: &random)) * 60)
      let unfinished = Int.random(in: 0..<20, using: &random) == 0
      return PlayedRound(
        game: FakeGame.id, player: players.randomElement(using: &random)!, startedAt: start,
        endedAt: unfinished ? nil : start.addingTimeInterval(30), outcome: outcomes.randomElement(using: &random)!,
        variant: Int.random(in: 0..<8, using: &random) == 0 ? "other" : "main",
        assistance: Int.random(in: 0..<10, using: &random) == 0 ? .help : [])
    }
  }

  static func selection(_ streak: PlayerStanding.StreakRule, limit: Int) -> RoundSelection {
    RoundSelection(
      game: FakeGame.id, variant: "main", outcomes: PlayerStanding.counted, order: .standings(streak), limit: limit)
  }

  @Test(arguments: 0..<24 as Range<UInt64>)
  func everyStoreCountsTheSameStandings(seed: UInt64) throws {
    let rounds = Self.rounds(seed: seed)
    let streak: PlayerStanding.StreakRule = seed % 2 == 0 ? .wins : .unbeaten
    let limit = seed % 3 == 0 ? 2 : 10
    var answers: [String: [String]] = [:]
    for (name, store, folder) in try StoreContractTests.stores() {
      for round in rounds { StoreContractTests.save(round, in: store) }
      answers[name] = try store.rounds(matching: Self.selection(streak, limit: limit)).map { "\($0.player) \($0.details)" }
      _ = folder
    }
    #expect(StoreContractTests.agree(answers), "seed \(seed): \(answers)")
    let expected = PlayerStanding.rows(from: rounds.filter(Self.selection(streak, limit: limit).accepts), streak: streak, limit: limit)
    #expect(answers["sqlite"] == expected.map { "\($0.player) \($0.details)" })
  }
}
