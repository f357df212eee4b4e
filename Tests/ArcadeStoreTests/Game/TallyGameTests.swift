import ArcadeCore
import ArcadeStore
import ArcadeTestSupport
import Foundation
import Testing

/// The seventh game, Tally, registered by one line (`GameDefinitions.withTally`): its rounds verify, its daily is
/// checked and ranked, and a score file ranks it, through its definition alone.
@Suite struct TallyGameTests {
  static let day = DailyDate(dayNumber: 20_700)
  let verifier = RoundVerifier(.withTally)

  /// A round of Tally from `seed`, played with random legal moves to its end, as a store keeps it.
  static func played(seed: UInt64, hard: Bool = false, daily: DailyVariant? = nil, player: String = "ada") -> PlayedRound {
    var game = TallyGame(seed: seed, hard: hard)
    var random = SeededGenerator(seed: seed &+ 1)
    var now = Instant.zero
    while !game.isOver {
      now = now.advanced(byMilliseconds: 400 + Int64(random.below(900)))
      game.apply(.add(1 + random.below(3)), at: now)
    }
    // A daily starts on its day (a ranked attempt must).
    let day = daily.map { Double($0.day.dayNumber) * 86_400 } ?? 1_780_000_000
    let start = Date(timeIntervalSince1970: day + Double(seed % 1000))
    var round = game.recordedRound!.playedRound(player: player, startedAt: start, endedAt: start.addingTimeInterval(60))
    if let daily { round.context = .daily(daily) }
    return round
  }

  @Test func honestRoundsVerifyOnlyWhereTheGameIsRegistered() {
    for seed in UInt64(0)..<200 {
      let round = Self.played(seed: seed)
      #expect(verifier.verdict(on: round) == .verified, "seed \(seed)")
      #expect(RoundVerifier.arcade.verdict(on: round) == .notReplayable)
    }
  }

  @Test func aChangedFigureIsRefusedByName() {
    let round = Self.played(seed: 7)
    var better = round
    better.score = (round.score ?? 0) + 1
    #expect(verifier.verdict(on: better) == .refused(.differs("score")))
    var turned = round
    turned.outcome = round.outcome == .won ? .lost : .won
    #expect(verifier.verdict(on: turned) == .refused(.differs("result")))
    var faster = round
    faster.durationMilliseconds = (round.durationMilliseconds ?? 0) / 2
    #expect(verifier.verdict(on: faster) == .refused(.differs("time")))
    var bounded = round
    bounded.details = TallyDetails(target: 500, total: 0).json
    #expect(RoundBounds.problem(with: bounded, now: Date(), games: .withTally) == "its details are out of range")
  }

  @Test func aDailyIsTheDaysHardDealAndNoOther() {
    let variant = DailyVariant(day: Self.day)
    let seed = DailyDeal.seed(for: TallyGame.id, on: Self.day)
    #expect(verifier.verdict(on: Self.played(seed: seed, hard: true, daily: variant)) == .verified)
    var practice = variant
    practice.practice = true
    #expect(verifier.verdict(on: Self.played(seed: seed, hard: true, daily: practice)) == .verified)
    let otherDay = DailyVariant(day: Self.day.adding(days: 1))
    #expect(verifier.verdict(on: Self.played(seed: seed, hard: true, daily: otherDay)) == .refused(.differs("board")))
    #expect(verifier.verdict(on: Self.played(seed: seed, daily: variant)) == .refused(.differs("board")))
    // The day's seed with a target it does not deal: re-dealt from the seed, it is not the seed's, daily or not.
    var game = TallyGame(replaying: TallyGame.Deal(seed: seed, hard: true, target: 1))
    game.apply(.add(1), at: Instant.zero.advanced(byMilliseconds: 500))
    var forged = game.recordedRound!.playedRound(player: "eve", startedAt: Date(), endedAt: Date())
    #expect(verifier.verdict(on: forged) == .refused(.notDealtFromSeed))
    forged.context = .daily(variant)
    #expect(verifier.verdict(on: forged) == .refused(.notDealtFromSeed))
  }

  /// The test game goes through the same re-deal as the six: its target is its seed's, or its round is refused.
  @Test func aRoundOnATargetItsSeedDoesNotDealIsRefused() {
    for seed in 0..<UInt64(200) {
      var game = TallyGame(seed: seed, hard: seed % 2 == 0)
      var random = SeededGenerator(seed: seed)
      while !game.isOver { game.apply(.add(Int.random(in: 1...3, using: &random)), at: Instant.zero.advanced(byMilliseconds: Int64(game.moves.count + 1) * 900)) }
      let round = game.recordedRound!.playedRound(player: "ana", startedAt: Date(), endedAt: Date())
      #expect(verifier.verdict(on: round) == .verified)
      var deal = game.deal!
      deal.target += deal.target == 100 ? -1 : 1
      var forged = round
      forged.tape = Data(RoundTape<TallyGame>(deal: deal, moves: game.moves).bytes)
      #expect(verifier.verdict(on: forged) == .refused(.notDealtFromSeed))
    }
  }

  @Test func theDaysBoardRanksByTheDefinitionsRanking() throws {
    let variant = DailyVariant(day: Self.day)
    let seed = DailyDeal.seed(for: TallyGame.id, on: Self.day)
    let ranking = try #require(GameDefinition.tally.daily?.ranking)
    let rounds = (0..<40).map { Self.played(seed: seed, hard: true, daily: variant, player: "p\($0)") }
    let rows = Leaderboard.daily(TallyGame.id, variant, ranking: ranking).rows(from: rounds)
    #expect(rows.allSatisfy { $0.round.outcome == .won })
    #expect(rows.map { $0.round.score ?? 0 } == rows.map { $0.round.score ?? 0 }.sorted(by: >))
    #expect(rows.first.map { ranking.result(of: $0.round) } == rows.first.map { "\($0.round.score ?? 0) points" })
  }

  @Test func aScoreFileRanksItsRoundsAndHidesAForgedOne() throws {
    let folder = try TemporaryFolder()
    let store = try ScoreStore.openCreating(at: folder.file(), games: .withTally)
    let honest = (UInt64(1)...30).map { Self.played(seed: $0, player: "p\($0)") }.filter { $0.outcome == .won }
    for round in honest { _ = try store.save(round) }
    var forged = try #require((UInt64(100)...200).lazy.map { Self.played(seed: $0, player: "eve") }.first { $0.outcome == .won })
    forged.score = 10_000
    _ = try store.save(forged)
    let selection = RoundSelection(game: TallyGame.id, outcomes: [.won], order: .scoreDescending, limit: 50)
    let checked = try store.checkedRounds(matching: selection)
    #expect(Set(checked.shown.map(\.player)) == Set(honest.map(\.player)))
    #expect(checked.hidden == [.differs("score"): 1])
  }
}
