import Testing
@testable import ArcadeCore

@Suite("TicTacToe turns")
struct TicTacToeTurnsTests {
  @Test func turnsAlternateFromTheOpeningMarkAndTheComputerIsO() {
    var turns = TicTacToeTurns(variant: .classic, opponent: .normal, firstMove: .alternate, round: 1, seed: 3, at: .zero)
    #expect(turns.openingMark == .o)
    #expect(turns.status == .playing(next: .o))
    #expect(turns.isComputersTurn)
    #expect(turns.computersRefusal == nil)
    #expect(turns.record(4, by: .o, leaving: .open, at: .zero) == .placed(next: .x))
    #expect(!turns.isComputersTurn)
    #expect(turns.computersRefusal == .humansTurn)
    #expect(turns.moves == [4])
    #expect(turns.endedAt == nil)
  }

  @Test func twoPlayersNeverWaitForTheComputer() {
    var turns = TicTacToeTurns(variant: .ultimate, opponent: .twoPlayers, firstMove: .computer, round: 0, seed: 1, at: .zero)
    #expect(turns.status == .playing(next: .o))
    #expect(!turns.isComputersTurn)
    #expect(turns.computersRefusal == .humansTurn)
    _ = turns.record(40, by: .o, leaving: .open, at: .zero)
    #expect(turns.status == .playing(next: .x))
  }

  @Test func aWinEndsTheRoundAndStopsTheComputer() {
    let line = TicTacToeLine.all[0]
    var turns = TicTacToeTurns(variant: .classic, opponent: .perfect, firstMove: .human, round: 0, seed: 1, at: .seconds(2))
    #expect(turns.record(0, by: .x, leaving: .won(.x, line), at: .seconds(5)) == .won(.x, line: line))
    #expect(turns.status == .won(.x, line: line))
    #expect(turns.status.winningLine == line)
    #expect(turns.endedAt == .seconds(5))
    #expect(turns.computersRefusal == .gameOver)
  }

  @Test func aDrawEndsTheRoundWithoutALine() {
    var turns = TicTacToeTurns(variant: .classic, opponent: .easy, firstMove: .human, round: 0, seed: 1, at: .zero)
    #expect(turns.record(8, by: .x, leaving: .drawn, at: .seconds(1)) == .drawn)
    #expect(turns.status == .drawn)
    #expect(turns.status.winningLine == nil)
    #expect(turns.endedAt == .seconds(1))
  }

  @Test func theRecordedRoundNamesItsVariantMovesAndTime() throws {
    var turns = TicTacToeTurns(variant: .ultimate, opponent: .hard, firstMove: .computer, round: 0, seed: 9, at: .seconds(1))
    #expect(turns.finishedRound == nil)
    _ = turns.record(40, by: .o, leaving: .open, at: .seconds(2))
    _ = turns.record(36, by: .x, leaving: .won(.x, TicTacToeLine.all[3]), at: .seconds(4))
    let round = try #require(turns.finishedRound)
    #expect(round.outcome == .won)
    #expect(round.variant == "ultimate-hard")
    #expect(round.gridSize == 81)
    #expect(round.moves == 2)
    #expect(round.seed == 9)
    #expect(round.durationMilliseconds == 3000)
    let details = try #require(TicTacToeDetails(json: round.details))
    #expect(details == TicTacToeDetails(variant: .ultimate, opponent: .hard, firstMove: .computer, openedBy: .o, winner: .x, moves: [40, 36]))
  }

  /// Both engines, random games over many seeds: the turns end exactly when the board is decided and keep every move.
  @Test func bothEnginesKeepTheirTurnsInStepWithTheBoard() {
    for seed in 0..<200 {
      var generator = SeededGenerator(seed: UInt64(seed))
      var classic = TicTacToeGame(opponent: .twoPlayers, firstMove: .alternate, round: seed, seed: UInt64(seed), at: .zero)
      while !classic.status.isOver {
        let cell = classic.board.freeCells.randomElement(using: &generator)!
        let mark = classic.status.next
        _ = classic.play(cell, at: .zero)
        #expect(classic.board[cell] == mark)
      }
      #expect(classic.board.state.isDecided)
      #expect(classic.moves.count == 9 - classic.board.freeCells.count)
      #expect(classic.finishedRound?.moves == classic.moves.count)

      var ultimate = UltimateGame(opponent: .twoPlayers, seed: UInt64(seed), at: .zero)
      while !ultimate.status.isOver {
        _ = ultimate.play(ultimate.board.legalMoves.randomElement(using: &generator)!, at: .zero)
      }
      #expect(ultimate.board.state.isDecided)
      #expect(ultimate.turns.moves == ultimate.cellsTaken.map(\.index))
      #expect(ultimate.finishedRound?.moves == ultimate.moves.count)
    }
  }
}
