import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A round played faster than a person plays is kept, and its end panel says why it is on no board.
@Suite struct FasterThanAPersonTests {
  @Test func aSweptBoardIsKeptAndTheReceiptSaysWhyItIsNotRanked() throws {
    let clock = ManualClock(epoch: Date().addingTimeInterval(-86_400))
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store)
    var game = MinesweeperGame(configuration: .beginner, seed: 11, noGuess: false, questionMarks: false)
    var now = Instant(milliseconds: 1_000)
    game.apply(.reveal(MinefieldConfiguration.beginner.centre), at: now)
    let field = try #require(game.minefield)
    for row in 0..<field.rows {
      for column in 0..<field.columns where !field.isMine(Position(row: row, column: column)) && !game.status.isOver {
        now = now.advanced(byMilliseconds: 1)
        game.apply(.reveal(Position(row: row, column: column)), at: now)
      }
    }
    let finished = try #require(game.recordedRound)
    let receipt = services.recorder.record(finished, context: .free)
    #expect(store.saved.count == 1)
    #expect(receipt.placement == nil)
    #expect(receipt.notRanked == "faster than a person plays")
  }
}
