import ArcadeCore
import Testing

@Suite("WordMatch scoring")
struct WordMatchScoringTests {
  @Test func spottingARightPairIsWorthTenTimesRejectingAWrongOne() {
    #expect(WordMatchScoring.points(for: .correct, remaining: 5000, duration: 5000) == 100)
    #expect(WordMatchScoring.points(for: .correct, remaining: 4999, duration: 5000) == 99)
    #expect(WordMatchScoring.points(for: .correct, remaining: 2500, duration: 5000) == 75)
    #expect(WordMatchScoring.points(for: .correct, remaining: 1, duration: 5000) == 50)
    #expect(WordMatchScoring.points(for: .correct, remaining: 9999, duration: 5000) == 100)
    #expect(WordMatchScoring.points(for: .wrong, remaining: 5000, duration: 5000) == 10)
    #expect(WordMatchScoring.points(for: .wrong, remaining: 2500, duration: 5000) == 7)
    #expect(WordMatchScoring.points(for: .wrong, remaining: 999, duration: 5000) == 5)
    #expect(WordMatchScoring.maximumScore(rightPairs: 4, wrongPairs: 11) == 510)
  }

  @Test func aRightAnswerScoresByWhatWasHardAndHowEarlyItCame() {
    var game = WordMatchGame(wordList: .mock, options: .init(speed: .fast), seed: 12)
    game.start(at: at(0))
    var expected = 0
    var now: Int64 = 0
    for _ in 0..<8 {
      let truth = game.round!.truth
      // Fast: 3000 ms; answered after 900 ms leaves 2100 ms, 70% of the bonus.
      let points = truth == .correct ? 85 : 8
      #expect(game.answer(game.rightClaim, at: at(now + 900)) == .right(points: points))
      expected += points
      #expect(game.score == expected)
      now = game.feedbackEnd!.milliseconds
      game.advance(to: at(now))
    }
    #expect(game.spotted.count + game.rejected.count == 8)
    #expect(game.spotted.points + game.rejected.points == expected)
    #expect(game.spotted.count == 2)
    #expect(game.answer(game.wrongClaim, at: at(now + 100)) == .wrong)
    #expect(game.score == expected)
    #expect(game.correctAttempts == 8)
  }
}
