import Foundation

/// Hard's player: Monte Carlo tree search (UCT) with random playouts, bounded by a number of playouts.
///
/// A fixed budget rather than a time limit keeps a seeded game the same on any machine and under
/// any load; `standardPlayouts` is sized so the slowest move (the opening, with the longest
/// playouts) stays under 250 ms on a 2-core machine in a release build (see `arcade-bench`).
public struct UltimateSearch: Sendable {
  public let playouts: Int
  /// Exploration constant of UCT.
  let exploration = 1.2

  public static let standardPlayouts = 6000

  public init(playouts: Int = standardPlayouts) {
    self.playouts = max(1, playouts)
  }

  private struct Node {
    var move: UltimateMove
    /// The mark that made `move`; results are scored from its side.
    var mover: TicTacToeMark
    var parent: Int
    var firstChild = -1
    var childCount = 0
    var visits = 0
    var score = 0.0
  }

  /// The move with the most visits after the budget of playouts from `board`, `mark` to move.
  public func bestMove(on board: UltimateBoard, as mark: TicTacToeMark, using generator: inout SeededGenerator) -> UltimateMove {
    let legal = board.legalMoves
    if legal.count == 1 { return legal[0] }
    // A move that wins the game at once needs no search.
    for move in legal {
      var after = board
      after.place(mark, at: move)
      if case .won = after.state { return move }
    }
    var nodes = [Node(move: UltimateMove(board: 0, cell: 0), mover: mark.opponent, parent: -1)]
    nodes.reserveCapacity(playouts + 100)
    for _ in 0..<playouts {
      var position = board
      var index = 0
      // Selection: down through expanded nodes by UCT.
      while nodes[index].childCount > 0 {
        index = select(from: index, in: nodes)
        position.place(nodes[index].mover, at: nodes[index].move)
      }
      // Expansion: a visited leaf that is not over gets its children, in a shuffled order.
      if (nodes[index].visits > 0 || index == 0), !position.state.isDecided {
        let mover = nodes[index].mover.opponent
        let children = generator.shuffled(position.legalMoves)
        nodes[index].firstChild = nodes.count
        nodes[index].childCount = children.count
        for move in children { nodes.append(Node(move: move, mover: mover, parent: index)) }
        index = nodes[index].firstChild
        position.place(mover, at: nodes[index].move)
      }
      // Playout, then every node on the path scores the result from its mover's side.
      let winner = playout(from: position, next: nodes[index].mover.opponent, using: &generator)
      while index >= 0 {
        nodes[index].visits += 1
        if let winner { nodes[index].score += winner == nodes[index].mover ? 1 : 0 } else { nodes[index].score += 0.5 }
        index = nodes[index].parent
      }
    }
    let root = nodes[0]
    var best = root.firstChild
    for child in root.firstChild..<(root.firstChild + root.childCount) where nodes[child].visits > nodes[best].visits {
      best = child
    }
    return nodes[best].move
  }

  /// The child of highest UCT value; an unvisited child first (children are already shuffled).
  private func select(from parent: Int, in nodes: [Node]) -> Int {
    let first = nodes[parent].firstChild
    let logVisits = log(Double(max(1, nodes[parent].visits)))
    var best = first
    var bestValue = -Double.infinity
    for child in first..<(first + nodes[parent].childCount) {
      let node = nodes[child]
      if node.visits == 0 { return child }
      let value = node.score / Double(node.visits) + exploration * (logVisits / Double(node.visits)).squareRoot()
      if value > bestValue {
        bestValue = value
        best = child
      }
    }
    return best
  }

  /// Random moves to the end; the winner, or nil for a draw.
  private func playout(from start: UltimateBoard, next: TicTacToeMark, using generator: inout SeededGenerator) -> TicTacToeMark? {
    var position = start
    var mark = next
    while true {
      switch position.state {
      case .won(let winner, _): return winner
      case .drawn: return nil
      case .open:
        guard let move = position.randomMove(using: &generator) else { return nil }
        position.place(mark, at: move)
        mark = mark.opponent
      }
    }
  }
}
