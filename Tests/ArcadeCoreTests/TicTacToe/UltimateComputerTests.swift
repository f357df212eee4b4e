import Testing
@testable import ArcadeCore

@Suite("Ultimate computer players")
struct UltimateComputerTests {
  @Test func normalTakesAWinningSmallBoardAndAvoidsAFreeChoice() {
    // O can finish board 0's top row at cell 2, which sends X to board 2 (open): worth taking.
    let board = UltimateBoard().setting([(.o, 0, 0), (.o, 0, 1), (.x, 5, 0)])
    var generator = SeededGenerator(seed: 1)
    #expect(board.target == 0)
    #expect(UltimateComputer.normalMove(on: board, as: .o, using: &generator) == UltimateMove(board: 0, cell: 2))
  }

  @Test func normalBlocksASmallBoard() {
    let board = UltimateBoard().setting([(.x, 4, 0), (.x, 4, 1), (.o, 0, 4)])
    var generator = SeededGenerator(seed: 1)
    #expect(board.target == 4)
    #expect(UltimateComputer.normalMove(on: board, as: .o, using: &generator) == UltimateMove(board: 4, cell: 2))
  }

  @Test func hardTakesTheGameWhenItCan() {
    let board = UltimateBoard().winning(0, by: .o).winning(1, by: .o).setting([(.o, 2, 0), (.o, 2, 1), (.x, 5, 2)])
    var generator = SeededGenerator(seed: 1)
    #expect(board.target == 2)
    #expect(UltimateSearch(playouts: 50).bestMove(on: board, as: .o, using: &generator) == UltimateMove(board: 2, cell: 2))
  }

  @Test func hardRepeatsItselfForTheSameSeed() {
    let board = UltimateBoard().setting([(.x, 4, 4)])
    var a = SeededGenerator(seed: 9)
    var b = SeededGenerator(seed: 9)
    let search = UltimateSearch(playouts: 300)
    #expect(search.bestMove(on: board, as: .o, using: &a) == search.bestMove(on: board, as: .o, using: &b))
  }

  /// A small seeded sample at a reduced budget so the debug build stays quick; `arcade-bench tictactoe`
  /// plays the full 100 games each at the standard budget and reports the figures.
  @Test(arguments: [(TicTacToeOpponent.easy, 300), (.normal, 1000)])
  func hardBeatsTheWeakerPlayers(rival: TicTacToeOpponent, playouts: Int) {
    var hardWins = 0
    let games = 4
    for seed in 0..<games {
      var board = UltimateBoard()
      var generator = SeededGenerator(seed: UInt64(seed))
      var mark: TicTacToeMark = seed % 2 == 0 ? .o : .x
      while !board.state.isDecided {
        let move = mark == .o
          ? UltimateComputer(.hard, playouts: playouts).move(on: board, as: .o, using: &generator)
          : UltimateComputer(rival).move(on: board, as: .x, using: &generator)
        board.place(mark, at: move)
        mark = mark.opponent
      }
      if case .won(.o, _) = board.state { hardWins += 1 }
    }
    #expect(hardWins >= (rival == .easy ? games : games - 1), "Hard won \(hardWins) of \(games) against \(rival.title)")
  }
}
