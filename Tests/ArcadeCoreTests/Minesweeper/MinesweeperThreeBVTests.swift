import Testing
@testable import ArcadeCore

@Suite("Minesweeper 3BV")
struct MinesweeperThreeBVTests {
  @Test func handMadeBoards() {
    #expect(Minefield.cornerMine.threeBV == 1)
    #expect(Minefield.centreMine.threeBV == 8)
    #expect(Minefield.wall.threeBV == 2)
    #expect(Minefield.sandwich.threeBV == 1)
    #expect(Minefield(rows: 2, columns: 2, mines: []).threeBV == 1)
    // 1×5 ".1*1.": two openings, each swallowing its 1.
    #expect(Minefield(rows: 1, columns: 5, mines: [Position(row: 0, column: 2)]).threeBV == 2)
    // 1×7 "*2*1.1*": the lone 2 is a click, the opening takes both 1s.
    let mixed = Minefield(rows: 1, columns: 7, mines: [0, 2, 6].map { Position(row: 0, column: $0) })
    #expect(mixed.threeBV == 2)
  }

  @Test func numbersOfHandMadeBoards() {
    #expect(Minefield.sandwich.adjacentMines(Position(row: 0, column: 1)) == 2)
    #expect(Minefield.centreMine.adjacentMines(Position(row: 0, column: 0)) == 1)
    #expect(Minefield.wall.adjacentMines(Position(row: 1, column: 1)) == 3)
    #expect(Minefield.wall.minePositions == [Position(row: 0, column: 2), Position(row: 1, column: 2), Position(row: 2, column: 2)])
  }

  @Test func gameReportsThreeBVPerSecondOnAWin() {
    var game = MinesweeperGame(configuration: .beginner, seed: 11)
    _ = game.reveal(Position(row: 4, column: 4), at: Instant(milliseconds: 5_000))
    #expect(game.threeBVPerSecond == nil)
    let board = game.minefield!
    for position in game.allPositions where !board.isMine(position) {
      _ = game.reveal(position, at: Instant(milliseconds: 15_000))
    }
    #expect(game.status == .won)
    #expect(game.durationMilliseconds == 10_000)
    #expect(game.threeBVPerSecond == Double(board.threeBV) / 10)
  }

  @Test func aWinUnderASecondCountsAsOneSecond() throws {
    // Every click at the same instant: a 0 ms win, which must not divide by 0 ms (or a 1 ms clamp).
    var game = MinesweeperGame(configuration: try .custom(rows: 5, columns: 5, mines: 1), seed: 3)
    _ = game.reveal(Position(row: 2, column: 2), at: Instant(milliseconds: 7_000))
    let board = try #require(game.minefield)
    for position in game.allPositions where !board.isMine(position) {
      _ = game.reveal(position, at: Instant(milliseconds: 7_000))
    }
    #expect(game.status == .won)
    #expect(game.durationMilliseconds == 0)
    #expect(game.threeBVPerSecond == Double(board.threeBV))
    // Past a second, the real time counts.
    var slower = MinesweeperGame(configuration: try .custom(rows: 5, columns: 5, mines: 1), seed: 3)
    _ = slower.reveal(Position(row: 2, column: 2), at: Instant(milliseconds: 7_000))
    for position in slower.allPositions where !board.isMine(position) {
      _ = slower.reveal(position, at: Instant(milliseconds: 9_000))
    }
    #expect(slower.threeBVPerSecond == Double(board.threeBV) / 2)
  }
}
