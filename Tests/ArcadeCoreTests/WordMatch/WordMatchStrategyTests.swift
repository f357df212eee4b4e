import ArcadeCore
import Testing

/// Answering the same thing to every pair must not pay: the score rewards spotting the rare right pairs.
@Suite("WordMatch strategies")
struct WordMatchStrategyTests {
  /// Plays a whole standard game answering every pair at the instant it appears (the best a strategy can do for time).
  static func score(seed: UInt64, speed: WordMatchOptions.Speed, list: WordList, _ claim: (WordMatchPair) -> WordMatchClaim)
    -> Int
  {
    var game = WordMatchGame(wordList: list, options: .init(speed: speed), seed: seed)
    game.start(at: at(0))
    while game.outcome == nil {
      if case .falling = game.phase, let round = game.round {
        _ = game.answer(claim(round.pair), at: round.fall.start)
      }
      game.advance(to: game.feedbackEnd ?? game.landsAt ?? at(0))
    }
    return game.score
  }

  @Test(arguments: WordMatchOptions.Speed.allCases)
  func answeringAllWrongOrAllRightScoresUnderHalfOfAPerfectRun(speed: WordMatchOptions.Speed) throws {
    let list = try WordList.shipped("en-es")
    for seed in UInt64(0)..<300 {
      let perfect = Self.score(seed: seed, speed: speed, list: list) { $0.truth }
      let allWrong = Self.score(seed: seed, speed: speed, list: list) { _ in .wrong }
      let allRight = Self.score(seed: seed, speed: speed, list: list) { _ in .correct }
      #expect(2 * allWrong < perfect, "seed \(seed): always n scored \(allWrong) of \(perfect)")
      #expect(2 * allRight < perfect, "seed \(seed): always y scored \(allRight) of \(perfect)")
    }
  }

  @Test func everyFourPairsHoldOneRightPair() throws {
    for seed in UInt64(0)..<200 {
      var dealer = WordMatchDealer(wordList: try .shipped("en-fr"), correctShare: 0.25, seed: seed)
      for _ in 0..<10 {
        let block = (0..<4).map { _ in dealer.deal().truth }
        #expect(block.filter { $0 == .correct }.count == 1, "seed \(seed): \(block)")
      }
    }
    #expect(WordMatchDealer.blockSize(for: 0.25) == 4)
    #expect(WordMatchDealer.blockSize(for: 0.5) == 2)
    #expect(WordMatchDealer.blockSize(for: 0.3) == 10)
    #expect(WordMatchDealer.blockSize(for: 1) == 1)
  }
}
