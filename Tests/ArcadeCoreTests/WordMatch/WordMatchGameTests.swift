import ArcadeCore
import Testing

@Suite("WordMatch game")
struct WordMatchGameTests {
  /// Plays one answer at `offset` ms into the current fall and lets the flash run out.
  @discardableResult
  static func play(_ game: inout WordMatchGame, _ claim: WordMatchClaim, after offset: Int64 = 100)
    -> WordMatchAnswerResult
  {
    let round = game.round!
    let result = game.answer(claim, at: round.fall.start.advanced(byMilliseconds: offset))
    if let end = game.feedbackEnd { game.advance(to: end) }
    return result
  }

  @Test func nothingFallsBeforeTheStart() {
    var game = WordMatchGame(wordList: .mock, seed: 1)
    #expect(game.phase == .ready)
    #expect(game.answer(.correct, at: at(0)) == .ignored(.notStarted))
    #expect(game.advance(to: at(100_000)).isEmpty)
    #expect(game.nextChange(after: at(0), rows: 10) == nil)
    let round = game.start(at: at(1000))
    #expect(round?.number == 1)
    #expect(round?.landsAt == at(6000))
    #expect(game.phase == .falling)
    #expect(game.start(at: at(2000)) == nil)
    #expect(game.pairsShown == 1)
  }

  @Test func theGameEndsAfterExactlyThreeWrongAttempts() {
    var game = WordMatchGame(wordList: .mock, seed: 5)
    game.start(at: at(0))
    for attempt in 1...3 {
      #expect(game.phase == .falling)
      #expect(game.answer(game.wrongClaim, at: game.round!.fall.start.advanced(byMilliseconds: 50)) == .wrong)
      #expect(game.wrongAttempts == attempt)
      #expect(game.livesLeft == 3 - attempt)
      let events = game.advance(to: game.feedbackEnd!)
      if attempt < 3 {
        #expect(events.count == 1)
        guard case .nextPair = events.first else {
          Issue.record("expected a next pair, got \(events)")
          return
        }
      } else {
        #expect(events == [.over(.outOfLives)])
      }
    }
    #expect(game.phase == .over(.outOfLives))
    #expect(game.pairsShown == 3)
    #expect(game.correctAttempts == 0)
    #expect(game.missed.count == 3)
    #expect(game.answer(.correct, at: at(1_000_000)) == .ignored(.over))
  }

  @Test func theGameEndsAfterExactlyFifteenPairs() {
    var game = WordMatchGame(wordList: .mock, seed: 9)
    game.start(at: at(0))
    for pair in 1...15 {
      #expect(game.round?.number == pair)
      // Two wrong answers on the way leave a life to spare.
      let claim = pair == 4 || pair == 11 ? game.wrongClaim : game.rightClaim
      Self.play(&game, claim)
    }
    #expect(game.phase == .over(.allPairsPlayed))
    #expect(game.pairsShown == 15)
    #expect(game.correctAttempts == 13)
    #expect(game.wrongAttempts == 2)
    #expect(game.advance(to: at(10_000_000)).isEmpty)
  }

  @Test func aThirdWrongOnTheLastPairRunsOutOfLives() {
    var game = WordMatchGame(wordList: .mock, seed: 2)
    game.start(at: at(0))
    for pair in 1...15 { Self.play(&game, [1, 2, 15].contains(pair) ? game.wrongClaim : game.rightClaim) }
    #expect(game.phase == .over(.outOfLives))
    #expect(game.pairsShown == 15)
  }

  @Test func optionsSetTheLengthOfTheGame() {
    var game = WordMatchGame(wordList: .mock, options: .init(pairCount: 4, lives: 1), seed: 2)
    game.start(at: at(0))
    for _ in 1...3 { Self.play(&game, game.rightClaim) }
    Self.play(&game, game.wrongClaim)
    #expect(game.phase == .over(.outOfLives))
    var long = WordMatchGame(wordList: .mock, options: .init(pairCount: 4, lives: 5), seed: 2)
    long.start(at: at(0))
    for _ in 1...4 { Self.play(&long, long.wrongClaim) }
    #expect(long.phase == .over(.allPairsPlayed))
    #expect(long.wrongAttempts == 4)
  }

  @Test func aWordThatLandsUnansweredCountsAsWrong() {
    var game = WordMatchGame(wordList: .mock, seed: 3)
    game.start(at: at(0))
    let round = game.round!
    #expect(game.advance(to: at(4999)).isEmpty)
    #expect(game.phase == .falling)
    #expect(game.answer(.correct, at: at(5000)) == .ignored(.landed))
    let events = game.advance(to: at(5000))
    #expect(events.count == 1)
    guard case .landed(let landed) = events.first else {
      Issue.record("expected a landing, got \(events)")
      return
    }
    #expect(landed.pair == round.pair)
    #expect(game.wrongAttempts == 1)
    #expect(game.correctAttempts == 0)
    #expect(game.phase == .feedback(.landed, until: at(5500)))
    #expect(
      game.missed == [
        WordMatchMiss(
          pair: round.pair, reason: .landed, rightTranslations: game.translations.translations(of: round.prompt))
      ])
  }

  @Test func aLateCallPlaysOutEveryStepAtItsOwnInstant() {
    var game = WordMatchGame(wordList: .mock, seed: 4)
    game.start(at: at(0))
    let events = game.advance(to: at(1_000_000))
    #expect(events.count == 6)
    #expect(events.last == .over(.outOfLives))
    guard case .nextPair(let second) = events[1], case .nextPair(let third) = events[3] else {
      Issue.record("unexpected \(events)")
      return
    }
    #expect(second.fall.start == at(5500))
    #expect(third.fall.start == at(11_000))
    #expect(game.endedAt == at(16_000))
    #expect(game.elapsedMilliseconds(at: at(1_000_000)) == 16_000)
    #expect(game.missed.allSatisfy { $0.reason == .landed })
  }

  @Test func answersBetweenPairsAreIgnored() {
    var game = WordMatchGame(wordList: .mock, seed: 6)
    game.start(at: at(0))
    #expect(game.answer(game.rightClaim, at: at(1000)) != .wrong)
    #expect(game.answer(game.rightClaim, at: at(1100)) == .ignored(.betweenPairs))
    #expect(game.advance(to: at(1499)).isEmpty)
    guard case .nextPair(let next) = game.advance(to: at(1500)).first else {
      Issue.record("no next pair")
      return
    }
    #expect(next.fall.start == at(1500))
    #expect(next.number == 2)
  }

  @Test func aMissRecordsTheClaimAndEveryRightTranslation() {
    // Deal until the prompt is "fish", which has two translations.
    for seed in UInt64(0)..<500 {
      var game = WordMatchGame(wordList: .mock, seed: seed)
      game.start(at: at(0))
      guard game.round?.prompt == "fish" else { continue }
      let claim = game.wrongClaim
      #expect(game.answer(claim, at: at(10)) == .wrong)
      #expect(game.missed.first?.reason == .answered(claim))
      #expect(game.missed.first?.rightTranslations == ["pez", "pescado"])
      return
    }
    Issue.record("no seed dealt \"fish\" first")
  }

  /// The right translation stays in view from the mistake until the next pair is settled, and only then.
  @Test func aRecentMissLastsUntilTheNextPairIsSettled() {
    var game = WordMatchGame(wordList: .mock, seed: 5)
    #expect(game.recentMiss == nil)
    game.start(at: at(0))
    Self.play(&game, game.rightClaim)
    #expect(game.recentMiss == nil)
    let missedPair = game.round!.pair
    _ = game.answer(game.wrongClaim, at: game.round!.fall.start.advanced(byMilliseconds: 100))
    #expect(game.recentMiss?.pair == missedPair)
    game.advance(to: game.feedbackEnd!)
    #expect(game.round?.number == 3)
    #expect(game.phase == .falling)
    #expect(game.recentMiss?.pair == missedPair)
    Self.play(&game, game.rightClaim)
    #expect(game.recentMiss == nil)
    // A word left to land is a mistake too, and two in a row show the newer one.
    game.advance(to: game.landsAt!)
    let landed = game.round!.pair
    #expect(game.recentMiss == WordMatchMiss(pair: landed, reason: .landed, rightTranslations: game.translations.translations(of: landed.prompt)))
    game.advance(to: game.feedbackEnd!)
    _ = game.answer(game.wrongClaim, at: game.round!.fall.start.advanced(byMilliseconds: 100))
    #expect(game.recentMiss?.pair == game.round!.pair)
    #expect(game.recentMiss?.pair != landed)
  }

  @Test func theSameSeedPlaysTheSameGame() throws {
    func pairs(seed: UInt64) throws -> [WordMatchPair] {
      var game = WordMatchGame(wordList: try .shipped("en-es"), seed: seed)
      game.start(at: at(0))
      var pairs: [WordMatchPair] = []
      while let round = game.round, game.outcome == nil {
        pairs.append(round.pair)
        Self.play(&game, game.rightClaim)
      }
      return pairs
    }
    let first = try pairs(seed: 42)
    #expect(first.count == 15)
    #expect(try pairs(seed: 42) == first)
    #expect(try pairs(seed: 43) != first)
  }

  @Test func theWordStopsWhereItWasAnswered() {
    var game = WordMatchGame(wordList: .mock, seed: 8)
    game.start(at: at(0))
    #expect(game.fallRow(at: at(2600), rows: 10) == 5)
    #expect(game.answer(game.rightClaim, at: at(2600)) != .wrong)
    #expect(game.fallRow(at: at(3000), rows: 10) == 5)
    #expect(game.fallProgress(at: at(3000)) == 0.52)
    #expect(game.nextRowChange(after: at(2600), rows: 10) == nil)
    #expect(game.nextChange(after: at(2600), rows: 10) == at(3100))
  }

  @Test func theScreenWakesOnlyWhenSomethingMoves() {
    var game = WordMatchGame(wordList: .mock, options: .init(speed: .normal), seed: 8)
    game.start(at: at(0))
    // 20 rows of 250 ms: the word moves at 250, 500, … 4750, then lands at 5000.
    var wakes: [Int64] = []
    var now = at(0)
    while let next = game.nextChange(after: now, rows: 20), game.phase == .falling {
      wakes.append(next.milliseconds)
      now = next
      game.advance(to: now)
    }
    #expect(wakes == Array(stride(from: 250, through: 5000, by: 250)))
    #expect(game.wrongAttempts == 1)
  }
}
