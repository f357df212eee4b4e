import Testing
@testable import ArcadeCore

@Suite("TicTacToe board")
struct TicTacToeBoardTests {
  @Test(arguments: TicTacToeLine.all, TicTacToeMark.allCases)
  func everyLineWins(line: TicTacToeLine, mark: TicTacToeMark) {
    var board = TicTacToeBoard()
    for cell in line.cells { board.place(mark, at: cell) }
    #expect(board.state == .won(mark, line))
    #expect(board.win?.mark == mark)
  }

  @Test func eightLinesInTheFixedOrder() {
    #expect(TicTacToeLine.all.map(\.cells) == [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]])
  }

  @Test func drawOnlyOnAFullBoardWithoutALine() {
    #expect(TicTacToeBoard.drawn.state == .drawn)
    #expect(TicTacToeBoard("XOX XOO OX.").state == .open)
    #expect(TicTacToeBoard("XOX OXO OXX").state == .won(.x, TicTacToeLine.all[6]))
  }

  @Test func theWinIsCheckedBeforeTheDrawOnTheNinthMove() {
    // X O X / O X O / O X _ : X's ninth move at 8 fills the board and completes the diagonal 0-4-8.
    var game = TicTacToeGame(opponent: .twoPlayers, seed: 1, at: .zero)
    for cell in [0, 1, 2, 3, 4, 5, 7, 6] { _ = game.play(cell, at: .zero) }
    #expect(game.board == TicTacToeBoard("XOX OXO OX."))
    #expect(game.play(8, at: .seconds(9)) == .won(.x, line: TicTacToeLine.all[6]))
    #expect(game.board.isFull)
    #expect(game.status == .won(.x, line: TicTacToeLine.all[6]))
  }

  @Test func completingCellFollowsTheLineOrder() {
    #expect(TicTacToeBoard.xToWinTwice.completingCell(for: .x) == 2)
    #expect(TicTacToeBoard.xToWinTwice.completingCell(for: .o) == 5)
    #expect(TicTacToeBoard.quietCorner.completingCell(for: .x) == nil)
  }
}
