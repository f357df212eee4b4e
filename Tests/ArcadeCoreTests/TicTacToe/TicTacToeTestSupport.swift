import Foundation
@testable import ArcadeCore

extension TicTacToeBoard {
  /// X has two on the top row and could also finish the left column; O threatens the middle row.
  static let xToWinTwice = TicTacToeBoard("XX. OO. X..")
  /// O threatens the middle row, X has nothing to finish: X must block at 5.
  static let xMustBlock = TicTacToeBoard("X.. OO. ..X")
  /// Neither side threatens and the centre is free.
  static let quietCorner = TicTacToeBoard("X.. ... ...")
  /// A full board without a line.
  static let drawn = TicTacToeBoard("XOX XOO OXX")
}

extension UltimateBoard {
  /// Marks placed without the send rule, to build positions; the target ends wherever the last move sends.
  func setting(_ placements: [(TicTacToeMark, Int, Int)]) -> UltimateBoard {
    var board = self
    for (mark, small, cell) in placements { board.place(mark, at: UltimateMove(board: small, cell: cell)) }
    return board
  }

  /// Small board `small` won by `mark` along its top row.
  func winning(_ small: Int, by mark: TicTacToeMark) -> UltimateBoard {
    setting((0..<3).map { (mark, small, $0) })
  }

  /// Small board `small` filled without a line (the `TicTacToeBoard.drawn` picture).
  func drawing(_ small: Int) -> UltimateBoard {
    let picture = TicTacToeBoard.drawn
    return setting((0..<9).map { (picture[$0]!, small, $0) })
  }
}

/// An independent solver for the tests: plain minimax over every continuation, memoised by position.
struct ReferenceSolver {
  /// For the player to move: +1 win, 0 draw, −1 loss under best play, and the plies to the end
  /// when the winner hurries and the loser stalls.
  struct Outcome: Hashable { var result: Int; var plies: Int }

  private var memo: [Int: Outcome] = [:]

  mutating func outcome(_ board: TicTacToeBoard, toMove mark: TicTacToeMark) -> Outcome {
    let key = Int(board.xCells) << 10 | Int(board.oCells) << 1 | (mark == .x ? 1 : 0)
    if let known = memo[key] { return known }
    let result: Outcome
    if board.hasLine(mark.opponent) {
      result = Outcome(result: -1, plies: 0)
    } else if board.isFull {
      result = Outcome(result: 0, plies: 0)
    } else {
      let children = board.freeCells.map { cell -> Outcome in
        let child = outcome(board.placing(mark, at: cell), toMove: mark.opponent)
        return Outcome(result: -child.result, plies: child.plies + 1)
      }
      let best = children.map(\.result).max()!
      let plies = children.filter { $0.result == best }.map(\.plies)
      result = Outcome(result: best, plies: best > 0 ? plies.min()! : plies.max()!)
    }
    memo[key] = result
    return result
  }

  /// The moves a perfect player must choose between: the best result, then the quickest win or the slowest loss.
  mutating func bestMoves(_ board: TicTacToeBoard, toMove mark: TicTacToeMark) -> Set<Int> {
    let scored = board.freeCells.map { cell -> (Int, [Int]) in
      let child = outcome(board.placing(mark, at: cell), toMove: mark.opponent)
      let result = -child.result
      return (cell, [result, result > 0 ? -child.plies : result < 0 ? child.plies : 0])
    }
    let best = scored.map(\.1).max { $0.lexicographicallyPrecedes($1) }!
    return Set(scored.filter { $0.1 == best }.map(\.0))
  }
}

extension Instant {
  static func seconds(_ value: Int64) -> Instant { Instant(milliseconds: value * 1000) }
}
