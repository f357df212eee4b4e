import ArcadeTestSupport
import Testing
@testable import ArcadeTUI

/// The line the end-of-round panel shows about the board a round reached.
@Suite struct BoardPlacementTests {
  @Test func roundBoardsSayBestOrThePlace() {
    #expect(BoardPlacement(boardIndex: 0, boardTitle: "Expert", rank: 1, rows: 4).description == "Best on Expert")
    #expect(BoardPlacement(boardIndex: 0, boardTitle: "Expert", rank: 3, rows: 4).description == "3rd on Expert")
  }

  @Test func playerBoardsSayWhereThePlayerStands() {
    let first = BoardPlacement(boardIndex: 0, boardTitle: "Classic vs Normal", rank: 1, rows: 1, ranks: .players)
    #expect(first.description == "You stand 1st of 1 on Classic vs Normal")
    let second = BoardPlacement(boardIndex: 0, boardTitle: "Classic vs Normal", rank: 2, rows: 3, ranks: .players)
    #expect(second.description == "You stand 2nd of 3 on Classic vs Normal")
  }
}
