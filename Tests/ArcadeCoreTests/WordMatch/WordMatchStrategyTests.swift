import ArcadeCore
import Testing

/// Answering the same thing to every pair must not pay: the score rewards spotting the rare right pairs.
@Suite("WordMatch strategies")
struct WordMatchStrategyTests {
  /// Plays a whole standard game answering every pair at the instant it appears (the best a strategy can do for time).
  static func score(
    seed: UInt64, speed: WordMatchOptions.Speed, list: WordList, translations: WordMatchTranslations,
    _ claim: (WordMatchPair) -> WordMatchClaim
  ) -> Int {
    var game = WordMatchGame(wordList: list, translations: translations, options: .init(speed: speed), seed: seed)
    game.start(at: at(0))
    while game.outcome == nil {
      if case .falling = game.phase, let round = game.round {
        _ = game.answer(claim(round.pair), at: round.fall.start)
      }
      game.advance(to: game.feedbackEnd ?? game.landsAt ?? at(0))
    }
    return game.score
  }

  @Test(arguments: ["en-es", "en-fr", "en-de"], WordMatchOptions.Speed.allCases)
  func answeringAllWrongOrAllRightScoresUnderHalfOfAPerfectRun(code: String, speed: WordMatchOptions.Speed) throws {
    let list = try WordList.shipped(code)
    let translations = WordMatchTranslations(list)
    for seed in UInt64(0)..<300 {
      func score(_ claim: (WordMatchPair) -> WordMatchClaim) -> Int {
        Self.score(seed: seed, speed: speed, list: list, translations: translations, claim)
      }
      let perfect = score { $0.truth }
      let allWrong = score { _ in .wrong }
      let allRight = score { _ in .correct }
      #expect(2 * allWrong < perfect, "\(code) seed \(seed): always n scored \(allWrong) of \(perfect)")
      #expect(2 * allRight < perfect, "\(code) seed \(seed): always y scored \(allRight) of \(perfect)")
    }
  }

  @Test func everyFourPairsHoldOneRightPair() throws {
    let translations = WordMatchTranslations(try .shipped("en-fr"))
    for seed in UInt64(0)..<200 {
      var dealer = WordMatchDealer(translations: translations, correctShare: 0.25, seed: seed)
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
