import Foundation
import Testing

@testable import ArcadeCore

/// TicTacToe tapes that no game recorded: cut, random, of the other variant, or with a move the rules refuse.
@Suite struct TicTacToeTapeRefusalTests {
  /// Every cut of a real tape is refused, and random bytes never trap.
  @Test func cutOrRandomTapesAreRefusedNotTrusted() throws {
    expectCutsRefusedAndNoiseHarmless(try #require(RoundTape(of: TicTacToeTapeTests.playedClassic(seed: 7))))
    expectCutsRefusedAndNoiseHarmless(try #require(RoundTape(of: TicTacToeTapeTests.playedUltimate(seed: 7))))
  }

  /// A classic tape is not an Ultimate one, nor the other way round.
  @Test func aTapeIsOfItsOwnVariant() throws {
    let classic = try #require(RoundTape(of: TicTacToeTapeTests.playedClassic(seed: 3)))
    let ultimate = try #require(RoundTape(of: TicTacToeTapeTests.playedUltimate(seed: 3)))
    #expect(throws: TapeError.self) { try RoundTape<UltimateGame>(bytes: classic.bytes) }
    #expect(throws: TapeError.self) { try RoundTape<TicTacToeGame>(bytes: ultimate.bytes) }
  }

  /// Deals no game makes are refused: X opening when the computer starts, the computer moving in a game of two.
  @Test func dealsAndMovesNoGameMakesAreRefused() throws {
    let wrongOpener = TicTacToeDeal(
      options: TicTacToeOptions(variant: .classic, opponent: .normal, firstMove: .computer), openingMark: .x, seed: 1)
    #expect(throws: TapeError.self) {
      try RoundTape<TicTacToeGame>(bytes: RoundTape<TicTacToeGame>(deal: wrongOpener, moves: []).bytes)
    }
    let twoPlayers = TicTacToeDeal(
      options: TicTacToeOptions(variant: .classic, opponent: .twoPlayers, firstMove: .human), openingMark: .x, seed: 1)
    let computer = RoundTape<TicTacToeGame>(deal: twoPlayers, moves: [TimedMove(.computer(4), at: 0)])
    #expect(throws: TapeError.self) { try RoundTape<TicTacToeGame>(bytes: computer.bytes) }
    // A cell off the board, made by hand, is written as one no reader takes.
    let offBoard = RoundTape<TicTacToeGame>(deal: twoPlayers, moves: [TimedMove(.place(200), at: 0)])
    #expect(throws: TapeError.self) { try RoundTape<TicTacToeGame>(bytes: offBoard.bytes) }
  }

  /// A move the rules refuse is not a legal round: the replay names it.
  @Test func aRefusedMoveIsNotALegalRound() throws {
    var classic = try #require(RoundTape(of: TicTacToeTapeTests.playedClassic(seed: 12)))
    classic.moves.insert(classic.moves[0], at: 1)
    #expect(throws: ReplayError.self) { try classic.replayed() }.map { #expect($0.moveIndex == 1) }
    var ultimate = try #require(RoundTape(of: TicTacToeTapeTests.playedUltimate(seed: 12)))
    ultimate.moves.insert(ultimate.moves[0], at: 1)
    #expect(throws: ReplayError.self) { try ultimate.replayed() }.map { #expect($0.moveIndex == 1) }
    // The person moving for the computer.
    var impostor = try #require(RoundTape(of: TicTacToeTapeTests.playedClassic(seed: 12)))
    let reply = try #require(impostor.moves.firstIndex { if case .computer = $0.move { true } else { false } })
    guard case .computer(let cell) = impostor.moves[reply].move else { return }
    impostor.moves[reply].move = .place(cell)
    #expect(throws: ReplayError.self) { try impostor.replayed() }.map { #expect($0.moveIndex == reply) }
  }
}
