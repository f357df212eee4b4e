import Foundation
import Testing

@testable import ArcadeCore

/// `u` against the computer: the person's last move and the computer's reply come off the board, the position and
/// the turn are those from before them, and the round that follows is kept but not ranked.
@Suite struct TicTacToeUndoTests {
  /// A classic game against Normal, X opening, with these cells of X's each answered by the computer.
  static func classic(_ cells: [Int], firstMove: TicTacToeFirstMove = .human, seed: UInt64 = 1) -> TicTacToeGame {
    var game = TicTacToeGame(opponent: .normal, firstMove: firstMove, seed: seed, at: .seconds(1))
    var now = Instant.seconds(1)
    if let opening = game.chooseComputerMove() { game.apply(opening, at: now) }
    for cell in cells {
      now = now.advanced(byMilliseconds: 2_000)
      game.apply(.place(cell), at: now)
      if let reply = game.chooseComputerMove() { game.apply(reply, at: now.advanced(byMilliseconds: 300)) }
    }
    return game
  }

  @Test func anUndoTakesBackTheLastMoveAndItsReply() throws {
    var game = Self.classic([0, 8])
    let before = Self.classic([0])
    #expect(game.turns.moves.count == 4)
    #expect(game.apply(.undo, at: .seconds(20)) == .tookBack(moves: 2))
    #expect(game.board == before.board)
    #expect(game.turns.moves == before.turns.moves)
    #expect(game.turns.moveTimes == before.turns.moveTimes)
    #expect(game.status == .playing(next: .x))
    #expect(!game.isComputersTurn)
    #expect(game.turns.undos == 1)
    // The undo is on the tape after the moves it took back.
    #expect(game.moves.map(\.move).suffix(3) == [.place(8), .computer(game.moves[3].move.cell!), .undo])
  }

  /// While the computer thinks, only the person's move is there to take back.
  @Test func anUndoBeforeTheReplyTakesBackOneMove() {
    var game = TicTacToeGame(opponent: .perfect, seed: 3, at: .zero)
    game.apply(.place(4), at: .seconds(1))
    #expect(game.isComputersTurn)
    #expect(game.apply(.undo, at: .seconds(2)) == .tookBack(moves: 1))
    #expect(game.board == TicTacToeBoard())
    #expect(game.status == .playing(next: .x))
    #expect(game.chooseComputerMove() == nil)
  }

  /// The computer's opening move is not the person's to take back: with nothing of the person's on the board, an
  /// undo is refused and not recorded; between two players it is refused too.
  @Test func anUndoIsRefusedWithNothingOfThePersonsToTakeBack() {
    var opened = Self.classic([], firstMove: .computer)
    #expect(opened.turns.moves.count == 1)
    #expect(opened.apply(.undo, at: .seconds(3)) == .refused(.nothingToTakeBack))
    #expect(opened.turns.moves.count == 1)
    #expect(opened.moves.count == 1)
    var fresh = TicTacToeGame(opponent: .easy, seed: 1, at: .zero)
    #expect(fresh.apply(.undo, at: .zero) == .refused(.nothingToTakeBack))
    #expect(fresh.moves.isEmpty)

    var twoPlayers = TicTacToeGame(opponent: .twoPlayers, seed: 1, at: .zero)
    twoPlayers.apply(.place(4), at: .seconds(1))
    #expect(twoPlayers.apply(.undo, at: .seconds(2)) == .refused(.onlyAgainstTheComputer))
    #expect(twoPlayers.turns.moves == [4])
  }

  /// After a game the computer opened, an undo leaves its opening move and gives the turn back to the person.
  @Test func anUndoKeepsTheComputersOpening() {
    var game = Self.classic([0], firstMove: .computer)
    let opening = game.turns.moves[0]
    #expect(game.apply(.undo, at: .seconds(9)) == .tookBack(moves: 2))
    #expect(game.turns.moves == [opening])
    #expect(game.status == .playing(next: .x))
  }

  /// A lost game taken back goes on: no end, no round until it ends again, then one with its undos, kept but helped.
  @Test func aLossTakenBackPlaysOnAndEndsAsAHelpedRound() throws {
    // X plays the edges, then the corners, whatever O does: Normal takes the centre and wins with most seeds.
    let lost = (0..<UInt64(50)).lazy.map { seed -> (TicTacToeGame, Instant) in
      var game = TicTacToeGame(opponent: .normal, seed: seed, at: .zero)
      var now = Instant.zero
      while !game.status.isOver {
        now = now.advanced(byMilliseconds: 1_000)
        let cell = [1, 3, 5, 7, 0, 2, 6, 8].first { game.board.isFree($0) }!
        game.apply(game.chooseComputerMove() ?? .place(cell), at: now)
      }
      return (game, now)
    }.first { $0.0.status.winner == .o }
    var (game, now) = try #require(lost)
    #expect(game.finishedRound?.outcome == .lost)
    let board = game.board
    #expect(game.apply(.undo, at: now.advanced(byMilliseconds: 5_000)) == .tookBack(moves: 2))
    #expect(game.status == .playing(next: .x))
    #expect(game.endedAt == nil)
    #expect(game.finishedRound == nil)
    #expect(game.board.markCount == board.markCount - 2)
    // Two more undos, then the game is played out however it goes.
    #expect(game.apply(.undo, at: now.advanced(byMilliseconds: 6_000)) == .tookBack(moves: 2))
    while !game.status.isOver {
      now = now.advanced(byMilliseconds: 10_000)
      if let reply = game.chooseComputerMove() { game.apply(reply, at: now) } else { game.apply(.place(game.board.freeCells[0]), at: now) }
    }
    let round = try #require(game.finishedRound)
    #expect(round.assisted)
    let details = try #require(TicTacToeDetails(json: round.details))
    #expect(details.undos == 2)
    #expect(details.moves == game.turns.moves)
    #expect(round.moves == game.turns.moves.count)
  }

  /// A round without an undo writes its details as before undo existed, and is not marked helped.
  @Test func aRoundWithoutUndosIsWrittenAsBefore() throws {
    var game = TicTacToeGame(opponent: .twoPlayers, seed: 1, at: .zero)
    for cell in [0, 3, 1, 4, 2] { game.apply(.place(cell), at: .seconds(1)) }
    let round = try #require(game.finishedRound)
    #expect(!round.assisted)
    #expect(!round.details.contains("undos"))
  }

  /// In Ultimate the small boards, the won and drawn ones and the board the next move must go in all come back.
  @Test func anUltimateUndoPutsBackTheBigBoardAndTheTarget() {
    for seed in 0..<UInt64(30) {
      var game = UltimateGame(opponent: .normal, firstMove: .human, round: 0, seed: seed, at: .zero, hardPlayouts: 40)
      var random = SeededGenerator(seed: seed)
      var now = Instant.zero
      var positions: [UltimateBoard] = []
      while !game.status.isOver {
        now = now.advanced(byMilliseconds: 1_000)
        if let reply = game.chooseComputerMove() {
          game.apply(reply, at: now)
        } else {
          positions.append(game.board)
          game.apply(.place(random.element(of: game.board.legalMoves)), at: now)
        }
      }
      // Back through every position the person moved from, latest first.
      for position in positions.reversed() {
        now = now.advanced(byMilliseconds: 1_000)
        guard case .tookBack = game.apply(.undo, at: now) else {
          Issue.record("seed \(seed): the undo was refused")
          return
        }
        #expect(game.board == position, "seed \(seed)")
        #expect(game.status == .playing(next: .x))
      }
      #expect(game.apply(.undo, at: now) == .refused(.nothingToTakeBack))
      #expect(game.turns.undos == positions.count)
    }
  }

  /// Undos in details are bounded like the rest: none is written as 0, and no tape holds more than its moves.
  @Test func undosInDetailsAreBounded() {
    let details = TicTacToeDetails(variant: .classic, opponent: .normal, firstMove: .human, openedBy: .x, winner: nil, moves: [4])
    for (undos, fits) in [(nil, true), (1, true), (100_000, true), (0, false), (100_001, false)] as [(Int?, Bool)] {
      var changed = details
      changed.undos = undos
      #expect(changed.isWithinBounds == fits, "\(String(describing: undos))")
    }
  }

  /// An undo is one byte on the tape, a number no cell has; only a game against the computer can hold one. A tape
  /// written before undo still reads and replays.
  @Test func theUndoOnATapeAndTapesFromBeforeIt() throws {
    var game = Self.classic([0, 8])
    // 0.1 s after the last reply (at 5.3 s): its time on the tape is one byte, after the undo's.
    game.apply(.undo, at: Instant(milliseconds: 5_400))
    let tape = try #require(RoundTape(of: game))
    #expect(tape.bytes.suffix(2) == [0x7E, 100])
    let replayed = try RoundTape<TicTacToeGame>(text: tape.text).replayed()
    #expect(replayed.board == game.board)
    #expect(replayed.turns.undos == 1)

    let twoPlayers = TicTacToeDeal(
      options: TicTacToeOptions(variant: .classic, opponent: .twoPlayers, firstMove: .human), openingMark: .x, seed: 1)
    let forged = RoundTape<TicTacToeGame>(deal: twoPlayers, moves: [TimedMove(.place(4), at: 0), TimedMove(.undo, at: 5)])
    #expect(throws: TapeError.self) { try RoundTape<TicTacToeGame>(bytes: forged.bytes) }

    let older = try RoundTape<TicTacToeGame>(text: Self.tapeBeforeUndo)
    let round = try older.replayed()
    #expect(round.turns.moves == [4, 0, 8])
    #expect(round.isComputersTurn)
    #expect(round.moves.map(\.move) == [.place(4), .computer(0), .place(8)])
  }

  /// A format 1 tape spelled out by hand from the format: classic against Normal, you first (options byte
  /// `variant 0 | mark 0 << 1 | first move 0 << 2 | opponent 1 << 4`), seed 7, then 3 moves: X on 4 at 1.5 s, the
  /// computer's O on 0 (high bit) 0.3 s later, X on 8 2 s after that.
  ///
  ///     01 | 10 07 | 03 | 04 DC 0B | 80 AC 02 | 08 D0 0F
  static let tapeBeforeUndo = "ARAHAwTcC4CsAgjQDw=="
}

extension TicTacToeMove {
  /// The cell of a mark; nil for an undo.
  var cell: Cell? {
    switch self {
    case .place(let cell), .computer(let cell): cell
    case .undo: nil
    }
  }
}
