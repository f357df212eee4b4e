import Testing
@testable import ArcadeCore

/// Perfect, checked against an independent minimax over the whole game tree.
@Suite("TicTacToe Perfect")
struct TicTacToePerfectTests {
  @Test func itsChoicesAreExactlyTheBestMovesInEveryReachablePosition() {
    var reference = ReferenceSolver()
    var checked = 0
    var seen = Set<Int>()
    var open: [(TicTacToeBoard, TicTacToeMark)] = [(TicTacToeBoard(), .x), (TicTacToeBoard(), .o)]
    while let (board, mover) = open.popLast() {
      let key = Int(board.xCells) << 10 | Int(board.oCells) << 1 | (mover == .x ? 1 : 0)
      guard board.state == .open, seen.insert(key).inserted else { continue }
      #expect(Set(TicTacToeSolution.solved.bestMoves(on: board, as: mover)) == reference.bestMoves(board, toMove: mover))
      checked += 1
      open += board.freeCells.map { (board.placing(mover, at: $0), mover.opponent) }
    }
    #expect(checked > 5000)
  }

  /// Every sequence of human moves, with either side starting, against every move Perfect may pick.
  @Test(arguments: [TicTacToeMark.x, .o])
  func neverLosesAndPunishesEveryBlunder(opener: TicTacToeMark) {
    var reference = ReferenceSolver()
    var games = 0
    var blunderGames = 0
    func explore(_ board: TicTacToeBoard, toMove mover: TicTacToeMark, blundered: Bool) {
      switch board.state {
      case .won(let winner, _):
        #expect(winner == .o, "the human won: \(board)")
        games += 1
        if blundered { blunderGames += 1 }
      case .drawn:
        #expect(!blundered, "a blunder went unpunished: \(board)")
        games += 1
      case .open where mover == .x:
        for cell in board.freeCells {
          let after = board.placing(.x, at: cell)
          explore(after, toMove: .o, blundered: blundered || reference.outcome(after, toMove: .o).result > 0)
        }
      case .open:
        let wanted = reference.outcome(board, toMove: .o)
        for cell in TicTacToeSolution.solved.bestMoves(on: board, as: .o) {
          let after = board.placing(.o, at: cell)
          let reply = reference.outcome(after, toMove: .x)
          #expect(-reply.result == wanted.result)
          // Never a slower win than the quickest there is.
          if wanted.result > 0 { #expect(reply.plies + 1 == wanted.plies, "slow win from \(board) at \(cell)") }
          explore(after, toMove: .x, blundered: blundered)
        }
      }
    }
    explore(TicTacToeBoard(), toMove: opener, blundered: false)
    #expect(games > 1000)
    #expect(blunderGames > 100)
  }

  @Test func takesTheWinAtOnceRatherThanLater() {
    // O wins at 2 now; blocking at 5 would also win later, and is not offered.
    #expect(TicTacToeSolution.solved.bestMoves(on: TicTacToeBoard("OO. XX. X.."), as: .o) == [2])
    #expect(TicTacToeSolution.solved.value(of: TicTacToeBoard(), toMove: .x) == 0)
  }

  @Test func picksAtRandomAmongEqualMovesBySeed() {
    var first = Set<Int>()
    for seed in 0..<100 {
      var generator = SeededGenerator(seed: UInt64(seed))
      first.insert(TicTacToeComputer(.perfect).move(on: TicTacToeBoard(), as: .x, using: &generator))
    }
    #expect(first == Set(0..<9))
    var a = SeededGenerator(seed: 42)
    var b = SeededGenerator(seed: 42)
    #expect(TicTacToeComputer(.perfect).move(on: .quietCorner, as: .o, using: &a) == TicTacToeComputer(.perfect).move(on: .quietCorner, as: .o, using: &b))
  }
}
