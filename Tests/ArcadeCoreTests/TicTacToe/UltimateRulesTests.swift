import Testing
@testable import ArcadeCore

@Suite("Ultimate rules")
struct UltimateRulesTests {
  @Test func theCellPlayedSendsTheOpponentToTheMatchingBoard() {
    var game = UltimateGame(opponent: .twoPlayers, seed: 1, at: .zero)
    #expect(game.board.playableBoards == Array(0..<9))
    #expect(game.play(UltimateMove(board: 4, cell: 2), at: .zero) == .placed(next: .o))
    #expect(game.board.target == 2)
    #expect(game.board.playableBoards == [2])
    #expect(game.play(UltimateMove(board: 5, cell: 0), at: .zero) == .refused(.wrongBoard))
    #expect(game.play(UltimateMove(board: 2, cell: 4), at: .zero) == .placed(next: .x))
    #expect(game.board.target == 4)
    #expect(game.play(UltimateMove(board: 4, cell: 2), at: .zero) == .refused(.occupied))
  }

  @Test func aWonSmallBoardFreesTheChoice() {
    let board = UltimateBoard().winning(3, by: .x).setting([(.o, 0, 3)])
    #expect(board.state(ofBoard: 3) == .won(.x, TicTacToeLine.all[0]))
    #expect(board.isDecided(3))
    #expect(board.target == nil)
    #expect(board.playableBoards == [0, 1, 2, 4, 5, 6, 7, 8])
    #expect(board.refusal(of: UltimateMove(board: 3, cell: 5)) == .boardDecided)
  }

  @Test func aFullSmallBoardFreesTheChoice() {
    let board = UltimateBoard().drawing(6).setting([(.x, 1, 6)])
    #expect(board.state(ofBoard: 6) == .drawn)
    #expect(board.target == nil)
    #expect(!board.playableBoards.contains(6))
  }

  @Test func threeSmallBoardsInALineWinTheGame() {
    let board = UltimateBoard().winning(2, by: .o).winning(4, by: .o).winning(6, by: .o)
    #expect(board.state == .won(.o, TicTacToeLine.all[7]))
    #expect(board.legalMoves.isEmpty)
  }

  @Test func everyBoardDecidedWithoutALineIsADraw() {
    var board = UltimateBoard()
    for small in [0, 1, 5, 6] { board = board.winning(small, by: .x) }
    for small in [2, 3, 4, 7] { board = board.winning(small, by: .o) }
    #expect(board.state == .open)
    board = board.drawing(8)
    #expect(board.state == .drawn)
    #expect(board.playableBoards.isEmpty)
  }

  @Test func aGameEndsWithTheLastMoveAndRecordsIt() throws {
    var game = UltimateGame(opponent: .twoPlayers, seed: 1, at: .zero)
    // X takes boards 0, 1 and 2 along their top rows; O answers where it is sent.
    var turns = 0
    while !game.status.isOver, turns < 200 {
      let moves = game.board.legalMoves
      let move = game.status.next == .x ? (moves.first { $0.board < 3 && $0.cell < 3 } ?? moves[0]) : moves.last!
      _ = game.play(move, at: .seconds(Int64(turns)))
      turns += 1
    }
    #expect(game.status.isOver)
    let round = try #require(game.finishedRound)
    #expect(round.variant == "ultimate-two-players")
    #expect(round.gridSize == 81)
    #expect(TicTacToeDetails(json: round.details)?.moves == game.cellsTaken.map(\.index))
  }

  /// Random games: the send rule holds after every move, and a game ends exactly when no move is left.
  @Test func randomGamesKeepTheSendRule() {
    for seed in 0..<200 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var board = UltimateBoard()
      var mark = TicTacToeMark.x
      while let move = board.state.isDecided ? nil : board.randomMove(using: &generator) {
        #expect(board.legalMoves.contains(move))
        #expect(board.refusal(of: move) == nil)
        board.place(mark, at: move)
        #expect(board.target == (board.isDecided(move.cell) ? nil : move.cell))
        mark = mark.opponent
      }
      #expect(board.state.isDecided)
      #expect(board.legalMoves.isEmpty)
    }
  }
}
