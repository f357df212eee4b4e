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

/// The Leaderboard's own lines about the player ("Best on 10 questions: …", the chart) leave out what no board ranks,
/// and count it as played.
@Suite struct FasterThanAPersonSummaryTests {
  @Test func aTooFastQuizIsNoPersonalBest() throws {
    let clock = ManualClock(epoch: Date().addingTimeInterval(-86_400))
    let store = MemoryScoreKeeper()
    let services = makeServices(clock: clock, store: store, size: Size(width: 100, height: 30))
    let catalog = try #require(services.content.get(PriceGuessCatalogContent.self).catalog)
    // The same quiz twice: answered right at 1 ms an answer, then once a second with the first answer wrong.
    for (gap, wrongFirst) in [(Int64(1), false), (Int64(1_000), true)] {
      var game = PriceGuessGame(products: catalog.allProducts, scope: .mixed, length: .five, seed: 5, startedAt: clock.now())
      var answered = 0
      while !game.status.isOver {
        clock.advance(milliseconds: gap)
        answered += 1
        game.apply(.answer(wrongFirst && answered == 1 ? (game.question.answer + 1) % 4 : game.question.answer), at: clock.now())
      }
      _ = services.recorder.record(try #require(game.recordedRound), context: .free)
    }
    let last = try #require(store.saved.last)
    let index = try #require(services.boards(of: .priceguess).boardIndex(for: last))
    var board = LeaderboardScene(services: services, game: .priceguess, boardIndex: index)
    board.appear(frame: services.frame)
    let text = render(board, services: services)
    #expect(text.contains("Best on 5 questions: 40"), "\(text)")
    #expect(!text.contains("Best on 5 questions: 50"))
    // Played all the same: the count of quizzes takes it.
    #expect(text.contains("Your quizzes: 2 finished"), "\(text)")
  }
}
