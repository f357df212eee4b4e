import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeTUI

/// `--seed` deals the first round only; every later round is dealt from the run's entropy and ranked.
@Suite struct SeedSourceTests {
  @Test func theChosenSeedDealsTheFirstRoundOnly() {
    var seeds = SeedSource(fixed: 7, entropy: 99)
    #expect(seeds.nextIsChosen)
    #expect(seeds.nextSeed() == 7)
    #expect(!seeds.nextIsChosen)
    let later = (0..<500).map { _ in seeds.nextSeed() }
    #expect(!later.contains(7))
    #expect(seeds.isChosen(7) && !later.contains { seeds.isChosen($0) })
  }

  @Test func laterRoundsDoNotFollowFromTheChosenSeed() {
    // Two runs with the same --seed and different entropy: the same first round, different second rounds.
    var first = SeedSource(fixed: 7, entropy: 1)
    var second = SeedSource(fixed: 7, entropy: 2)
    #expect(first.nextSeed() == second.nextSeed())
    #expect((0..<5).map { _ in first.nextSeed() } != (0..<5).map { _ in second.nextSeed() })
  }

  @Test func withoutAChosenSeedNothingIsChosen() {
    var seeds = SeedSource(fixed: nil, entropy: 5)
    #expect(!seeds.nextIsChosen)
    #expect(!seeds.isChosen(seeds.nextSeed()))
    // Tests deal a known seed that competes.
    let known = SeedSource(fixed: 7, entropy: 1, chosenByPlayer: false)
    #expect(!known.nextIsChosen && !known.isChosen(7))
  }

  @Test func onlyTheFirstOfTwoRoundsFromAChosenSeedIsUnranked() {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store)
    services.recorder.seeds = SeedSource(fixed: 5, entropy: 3)
    var rounds: [RoundReceipt] = []
    for _ in 0..<2 {
      let seed = services.recorder.nextSeed()
      var round = PlayedRound.mock
      (round.variant, round.gridSize, round.seed) = ("beginner", 81, seed)
      let finished = round.asFinished
      rounds.append(services.recorder.record(finished, context: .free))
    }
    #expect(rounds.map { $0.round.assistance.contains(.chosenSeed) } == [true, false])
    #expect(rounds[0].summary == "Saved; a chosen seed is not ranked")
    #expect(rounds[1].summary != rounds[0].summary)
  }
}
