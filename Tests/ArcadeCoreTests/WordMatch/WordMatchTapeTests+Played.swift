import Foundation
import Testing

@testable import ArcadeCore

extension WordMatchTapeTests {
  /// A standard round of the shipped English → Spanish list played as a person plays it, with the screen's ticks
  /// (a row every 250 ms): most words answered rightly within a few seconds, one in twenty wrongly, one in twenty left to land.
  static func playedRound(seed: UInt64, translations: WordMatchTranslations, list: WordList) -> WordMatchGame {
    var random = SeededGenerator(seed: seed)
    var game = WordMatchGame(wordList: list, translations: translations, seed: seed)
    var now = Instant(milliseconds: 5_000_000)
    game.apply(.start, at: now)
    var plan: (number: Int, at: Instant?, claim: WordMatchClaim)?
    while game.outcome == nil {
      if case .falling = game.phase, let round = game.round, plan?.number != round.number {
        let roll = Int.random(in: 0..<20, using: &random)
        let at = roll == 0 ? nil : round.fall.start.advanced(byMilliseconds: Int64.random(in: 600...3_500, using: &random))
        plan = (round.number, at, roll == 1 ? (round.truth == .correct ? .wrong : .correct) : round.truth)
      }
      let tick = now.advanced(byMilliseconds: 250)
      if let planned = plan, let at = planned.at, at <= tick, case .falling = game.phase {
        now = max(now, at)
        game.apply(.wait, at: now)
        game.apply(.answer(planned.claim), at: now)
        plan?.at = nil
      } else {
        now = tick
        game.apply(.wait, at: now)
      }
    }
    return game
  }

  /// Rounds as people play them are well under a kilobyte as text. Measured over these 200 seeds (170 of them all
  /// 15 pairs, the rest out of lives sooner): median 604 bytes, largest 664.
  @Test func aPlayedRoundIsSmall() throws {
    let list = try WordList.shipped("en-es")
    let translations = WordMatchTranslations(list)
    var sizes: [Int] = []
    var fifteen = 0
    for seed in 0..<UInt64(200) {
      let game = Self.playedRound(seed: seed, translations: translations, list: list)
      if game.pairsShown == 15 { fifteen += 1 }
      let tape = try #require(RoundTape(of: game))
      #expect(FinishedRoundSnapshot(try tape.replayed().finishedRound) == FinishedRoundSnapshot(game.finishedRound))
      sizes.append(tape.text.utf8.count)
    }
    sizes.sort()
    #expect(fifteen >= 150)
    #expect(sizes.last! <= 1_024, "median \(sizes[sizes.count / 2]), largest \(sizes.last!)")
  }

  /// The random rounds above end every way and are left in every phase, so the property holds of all of them;
  /// many end with words that landed unanswered, the steps only time plays out.
  @Test func theRandomRoundsReachEveryPhase() {
    var phases: [String: Int] = [:]
    for seed in 0..<UInt64(300) {
      let game = Self.randomGame(seed: seed)
      let phase =
        switch game.phase {
        case .ready: "ready"
        case .falling: game.isPaused ? "paused" : "falling"
        case .feedback: game.isPaused ? "paused" : "feedback"
        case .over(let outcome): outcome == .outOfLives && game.missed.last?.reason == .landed ? "landed out" : "\(outcome)"
        }
      phases[phase, default: 0] += 1
    }
    for phase in ["ready", "falling", "feedback", "paused", "allPairsPlayed", "outOfLives"] {
      #expect(phases[phase, default: 0] >= 3, "\(phases)")
    }
    #expect(phases["landed out", default: 0] >= 30, "\(phases)")
  }
}
