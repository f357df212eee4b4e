import ArcadeCore
import Testing

@Suite("WordMatch pause")
struct WordMatchPauseTests {
  @Test func aPauseMidFallFreezesTheWordAndAResumeGoesOnFromTheSameRow() {
    var game = WordMatchGame(wordList: .mock, seed: 8)
    game.start(at: at(0))
    // 10 rows of 500 ms: at 2000 ms the word has just entered row 4, 3000 ms before landing.
    #expect(game.pause(at: at(2000)) == .paused)
    #expect(game.isPaused)
    for ms: Int64 in [2000, 4999, 5000, 12_000] {
      #expect(game.fallRow(at: at(ms), rows: 10) == 4)
      #expect(game.fallProgress(at: at(ms)) == 0.4)
    }
    #expect(game.nextChange(after: at(2000), rows: 10) == nil)
    #expect(game.nextRowChange(after: at(2000), rows: 10) == nil)
    #expect(game.advance(to: at(100_000)).isEmpty)
    #expect(game.phase == .falling)
    #expect(game.wrongAttempts == 0)
    #expect(game.answer(game.rightClaim, at: at(3000)) == .ignored(.paused))
    #expect(game.correctAttempts == 0)

    #expect(game.resume(at: at(12_000)) == .resumed(afterMilliseconds: 10_000))
    #expect(!game.isPaused)
    #expect(game.fallRow(at: at(12_000), rows: 10) == 4)
    #expect(game.landsAt == at(15_000))
    #expect(game.nextChange(after: at(12_000), rows: 10) == at(12_500))
    #expect(game.fallRow(at: at(12_500), rows: 10) == 5)
    #expect(game.elapsedMilliseconds(at: at(12_000)) == 2000)
    // The same answer scores what it would have scored at 2000 ms without the pause.
    var twin = WordMatchGame(wordList: .mock, seed: 8)
    twin.start(at: at(0))
    #expect(game.answer(game.rightClaim, at: at(12_000)) == twin.answer(twin.rightClaim, at: at(2000)))
    #expect(game.score == twin.score)
  }

  @Test func theWordLandsOnlyAfterTheTimeItHadLeft() {
    var game = WordMatchGame(wordList: .mock, seed: 3)
    game.start(at: at(0))
    game.pause(at: at(4000))
    game.resume(at: at(9000))
    #expect(game.advance(to: at(9999)).isEmpty)
    #expect(game.phase == .falling)
    guard case .landed = game.advance(to: at(10_000)).first else {
      Issue.record("no landing at 10 000 ms")
      return
    }
    #expect(game.phase == .feedback(.landed, until: at(10_500)))
  }

  @Test func playTimeLeavesThePausesOut() {
    // Seed 4 lets three words land: 16 000 ms of play without pauses (see the game tests).
    var game = WordMatchGame(wordList: .mock, seed: 4)
    game.start(at: at(0))
    game.pause(at: at(3000))
    #expect(game.elapsedMilliseconds(at: at(3000)) == 3000)
    #expect(game.elapsedMilliseconds(at: at(8000)) == 3000)
    game.resume(at: at(13_000))
    #expect(game.elapsedMilliseconds(at: at(14_000)) == 4000)
    game.advance(to: at(14_000))
    // A pause in a flash (the first word landed at 15 000, flashing until 15 500).
    #expect(game.pause(at: at(15_200)) == .paused)
    game.advance(to: at(15_200))
    #expect(game.resume(at: at(17_200)) == .resumed(afterMilliseconds: 2000))
    #expect(game.pausedMilliseconds == 12_000)
    let events = game.advance(to: at(1_000_000))
    #expect(events.last == .over(.outOfLives))
    #expect(game.endedAt == at(28_000))
    #expect(game.elapsedMilliseconds(at: at(1_000_000)) == 16_000)
  }

  @Test func aPauseDuringTheFlashHoldsTheNextPair() {
    var game = WordMatchGame(wordList: .mock, seed: 6)
    game.start(at: at(0))
    _ = game.answer(game.rightClaim, at: at(1000))
    let flash = game.phase
    #expect(game.feedbackEnd == at(1500))
    #expect(game.pause(at: at(1200)) == .paused)
    #expect(game.advance(to: at(5000)).isEmpty)
    #expect(game.phase == flash)
    #expect(game.nextChange(after: at(1200), rows: 10) == nil)
    #expect(game.answer(game.rightClaim, at: at(1300)) == .ignored(.betweenPairs))
    #expect(game.resume(at: at(6200)) == .resumed(afterMilliseconds: 5000))
    #expect(game.feedbackEnd == at(6500))
    #expect(game.nextChange(after: at(6200), rows: 10) == at(6500))
    #expect(game.advance(to: at(6499)).isEmpty)
    guard case .nextPair(let next) = game.advance(to: at(6500)).first else {
      Issue.record("no next pair")
      return
    }
    #expect(next.fall.start == at(6500))
    #expect(next.number == 2)
  }

  @Test func aSecondPauseOrResumeChangesNothing() {
    var game = WordMatchGame(wordList: .mock, seed: 8)
    #expect(game.pause(at: at(0)) == .notPlaying)
    #expect(game.resume(at: at(0)) == .notPaused)
    game.start(at: at(0))
    #expect(game.resume(at: at(500)) == .notPaused)
    #expect(game.pause(at: at(1000)) == .paused)
    #expect(game.pause(at: at(3000)) == .alreadyPaused)
    #expect(game.pausedAt == at(1000))
    #expect(game.resume(at: at(4000)) == .resumed(afterMilliseconds: 3000))
    #expect(game.resume(at: at(6000)) == .notPaused)
    #expect(game.landsAt == at(8000))
    #expect(game.pausedMilliseconds == 3000)
    #expect(game.elapsedMilliseconds(at: at(6000)) == 3000)
  }

  @Test func aPauseCatchesUpFirstAndTheNextAdvanceReportsIt() {
    var game = WordMatchGame(wordList: .mock, seed: 3)
    game.start(at: at(0))
    // The word landed at 5000 but nobody has called advance yet.
    #expect(game.pause(at: at(5200)) == .paused)
    #expect(game.phase == .feedback(.landed, until: at(5500)))
    #expect(game.nextChange(after: at(5200), rows: 10) == at(5200))
    guard case .landed = game.advance(to: at(5200)).first else {
      Issue.record("the landing was not reported")
      return
    }
    #expect(game.nextChange(after: at(5200), rows: 10) == nil)
    game.resume(at: at(15_200))
    #expect(game.feedbackEnd == at(15_500))

    // When the catching up ends the game there is nothing to pause, and the end is still reported.
    var short = WordMatchGame(wordList: .mock, options: .init(lives: 1), seed: 3)
    short.start(at: at(0))
    #expect(short.pause(at: at(6000)) == .notPlaying)
    #expect(!short.isPaused)
    #expect(short.nextChange(after: at(6000), rows: 10) == at(6000))
    #expect(short.advance(to: at(6000)).last == .over(.outOfLives))
    #expect(short.endedAt == at(5000))
    #expect(short.nextChange(after: at(6000), rows: 10) == nil)
  }
}
