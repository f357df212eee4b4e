import ArcadeCore
import Testing

@Suite("WordMatch scoring")
struct WordMatchScoringTests {
  @Test func pointsShrinkLinearlyWithTheTimeFallen() {
    #expect(WordMatchScoring.points(remaining: 5000, duration: 5000) == 20)
    #expect(WordMatchScoring.points(remaining: 4999, duration: 5000) == 19)
    #expect(WordMatchScoring.points(remaining: 2500, duration: 5000) == 15)
    #expect(WordMatchScoring.points(remaining: 499, duration: 5000) == 10)
    #expect(WordMatchScoring.points(remaining: 1, duration: 5000) == 10)
    #expect(WordMatchScoring.points(remaining: 9999, duration: 5000) == 20)
    #expect(WordMatchScoring.maximumScore(for: .standard) == 300)
  }

  @Test func aRightAnswerScoresByHowEarlyItCame() {
    var game = WordMatchGame(wordList: .mock, options: .init(speed: .fast), seed: 12)
    game.start(at: at(0))
    // Fast: 3000 ms; answered after 900 ms leaves 2100 ms, a bonus of 7.
    #expect(game.answer(game.rightClaim, at: at(900)) == .right(points: 17))
    #expect(game.phase == .feedback(.right(points: 17), until: at(1400)))
    #expect(game.score == 17)
    game.advance(to: at(1400))
    #expect(game.answer(game.rightClaim, at: at(1400)) == .right(points: 20))
    #expect(game.score == 37)
    game.advance(to: at(1900))
    #expect(game.answer(game.wrongClaim, at: at(2000)) == .wrong)
    #expect(game.score == 37)
    #expect(game.correctAttempts == 2)
  }
}
