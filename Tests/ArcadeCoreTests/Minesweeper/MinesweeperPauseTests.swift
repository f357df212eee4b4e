import Testing
@testable import ArcadeCore

@Suite("Minesweeper pause")
struct MinesweeperPauseTests {
  @Test func aPausedClockStandsStillAndThePauseIsNotPlayTime() {
    var game = MinesweeperGame.started(.beginner, seed: 3)
    #expect(game.pause(at: Instant(milliseconds: 2_000)) == .paused)
    #expect(game.elapsedMilliseconds(at: Instant(milliseconds: 2_000)) == 2_000)
    #expect(game.elapsedMilliseconds(at: Instant(milliseconds: 50_000)) == 2_000)
    #expect(game.pause(at: Instant(milliseconds: 3_000)) == .alreadyPaused)
    #expect(game.resume(at: Instant(milliseconds: 12_000)) == .resumed(afterMilliseconds: 10_000))
    #expect(game.resume(at: Instant(milliseconds: 12_000)) == .notPaused)
    #expect(game.elapsedMilliseconds(at: Instant(milliseconds: 13_000)) == 3_000)
  }

  @Test func aWonGameLeavesEveryPauseOutOfItsTimeAndSpeed() {
    for seed in 0..<UInt64(20) {
      var game = MinesweeperGame.started(.beginner, seed: seed)
      let board = game.minefield!
      game.pause(at: Instant(milliseconds: 1_000))
      game.resume(at: Instant(milliseconds: 61_000))
      game.pause(at: Instant(milliseconds: 62_000))
      game.resume(at: Instant(milliseconds: 70_000))
      for position in game.allPositions where !board.isMine(position) && game.marks[position] != .revealed {
        _ = game.reveal(position, at: Instant(milliseconds: 72_000))
      }
      #expect(game.status == .won, "seed \(seed)")
      #expect(game.durationMilliseconds == 4_000, "seed \(seed)")
      #expect(game.finishedRound?.durationMilliseconds == 4_000, "seed \(seed)")
      #expect(game.threeBVPerSecond == Double(board.threeBV) / 4, "seed \(seed)")
    }
  }

  @Test func thereIsNoClockToStopBeforeTheFirstRevealOrAfterTheEnd() {
    var game = MinesweeperGame(configuration: .beginner, seed: 1)
    #expect(game.pause(at: .zero) == .notPlaying)
    _ = game.reveal(game.configuration.centre, at: Instant(milliseconds: 1_000))
    let mine = game.minefield!.minePositions.first!
    _ = game.reveal(mine, at: Instant(milliseconds: 5_000))
    #expect(game.pause(at: Instant(milliseconds: 6_000)) == .notPlaying)
    #expect(game.durationMilliseconds == 4_000)
  }
}
