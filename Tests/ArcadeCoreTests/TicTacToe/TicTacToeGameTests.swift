import Testing
@testable import ArcadeCore

@Suite("TicTacToe classic game")
struct TicTacToeGameTests {
  @Test func refusesWhatTheRulesDoNotAllow() {
    var game = TicTacToeGame(opponent: .normal, seed: 1, at: .zero)
    #expect(game.play(9, at: .zero) == .refused(.offBoard))
    #expect(game.playComputerMove(at: .zero) == .refused(.humansTurn))
    #expect(game.play(4, at: .zero) == .placed(next: .o))
    #expect(game.play(0, at: .zero) == .refused(.computersTurn))
    #expect(game.playComputerMove(at: .zero) == .placed(next: .x))
    let taken = game.cellsTaken[1]
    #expect(game.play(taken, at: .zero) == .refused(.occupied))
    #expect(game.moves.count == 2)
  }

  @Test func theComputerCanOpenAndTurnsAlternate() {
    let opening = TicTacToeGame(opponent: .perfect, firstMove: .computer, seed: 1, at: .zero)
    #expect(opening.isComputersTurn)
    #expect(TicTacToeFirstMove.alternate.openingMark(round: 0) == .x)
    #expect(TicTacToeFirstMove.alternate.openingMark(round: 1) == .o)
    #expect(TicTacToeGame(opponent: .easy, firstMove: .alternate, round: 3, seed: 1, at: .zero).openingMark == .o)
  }

  @Test func twoPlayersTakeTurnsAtTheKeyboard() {
    var game = TicTacToeGame(opponent: .twoPlayers, seed: 1, at: .zero)
    #expect(game.play(0, at: .zero) == .placed(next: .o))
    #expect(!game.isComputersTurn)
    #expect(game.play(3, at: .zero) == .placed(next: .x))
    #expect(game.playComputerMove(at: .zero) == .refused(.humansTurn))
  }

  @Test func theSameSeedAndMovesMeetTheSameAnswers() {
    for seed in 0..<50 {
      var a = TicTacToeGame(opponent: .perfect, firstMove: .computer, seed: UInt64(seed), at: .zero)
      var b = a
      while !a.status.isOver {
        if a.isComputersTurn {
          _ = a.playComputerMove(at: .zero)
          _ = b.playComputerMove(at: .zero)
        } else {
          let cell = a.board.freeCells[0]
          _ = a.play(cell, at: .zero)
          _ = b.play(cell, at: .zero)
        }
      }
      #expect(a.moves == b.moves)
    }
  }

  @Test func aFinishedGameMakesItsRound() throws {
    var game = TicTacToeGame(opponent: .perfect, firstMove: .computer, seed: 5, at: .seconds(10))
    #expect(game.finishedRound == nil)
    var now = Instant.seconds(10)
    while !game.status.isOver {
      now = now.advanced(byMilliseconds: 1500)
      if game.isComputersTurn { _ = game.playComputerMove(at: now) } else { _ = game.play(game.board.freeCells.last!, at: now) }
    }
    let round = try #require(game.finishedRound)
    #expect(round.game == .tictactoe)
    #expect(round.outcome == .lost)
    #expect(round.variant == "classic-perfect")
    #expect(round.seed == 5)
    #expect(round.moves == game.moves.count)
    #expect(round.durationMilliseconds == now.milliseconds(since: .seconds(10)))
    let details = try #require(TicTacToeDetails(json: round.details))
    #expect(details == TicTacToeDetails(variant: .classic, opponent: .perfect, firstMove: .computer, openedBy: .o, winner: .o, moves: game.cellsTaken))
  }

  @Test func twoPlayerRoundsAreFinishedNotWonOrLost() throws {
    var game = TicTacToeGame(opponent: .twoPlayers, seed: 1, at: .zero)
    for cell in [0, 3, 1, 4, 2] { _ = game.play(cell, at: .seconds(1)) }
    let round = try #require(game.finishedRound)
    #expect(round.outcome == .finished)
    #expect(TicTacToeDetails(json: round.details)?.winner == .x)
  }

  @Test func optionsThatDoNotFitTheVariantNameTheAllowedValues() {
    #expect(TicTacToeOptions(variant: .classic, opponent: .perfect).problem == nil)
    #expect(TicTacToeOptions(variant: .ultimate, opponent: .perfect).problem
      == "--opponent perfect does not fit --variant ultimate: use one of normal, hard, two-players")
    #expect(TicTacToeOptions(variant: .classic, opponent: .hard).problem
      == "--opponent hard does not fit --variant classic: use one of easy, normal, perfect, two-players")
    #expect(TicTacToeOptions(variant: .ultimate, opponent: .easy).fitted.opponent == .normal)
  }
}
