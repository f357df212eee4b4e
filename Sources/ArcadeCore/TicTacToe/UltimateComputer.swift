/// How the computer picks a move in Ultimate at each strength.
public struct UltimateComputer: Sendable {
  public let opponent: TicTacToeOpponent
  public let playouts: Int

  public init(_ opponent: TicTacToeOpponent, playouts: Int = UltimateSearch.standardPlayouts) {
    self.opponent = opponent
    self.playouts = playouts
  }

  /// The move the computer makes, playing `mark`, on a board that is still open.
  public func move(on board: UltimateBoard, as mark: TicTacToeMark, using generator: inout SeededGenerator) -> UltimateMove {
    switch opponent {
    case .easy, .twoPlayers: generator.element(of: board.legalMoves)
    case .normal, .perfect: Self.normalMove(on: board, as: mark, using: &generator)
    case .hard: UltimateSearch(playouts: playouts).bestMove(on: board, as: mark, using: &generator)
    }
  }

  /// A rule-based player: win the game if it can, else weigh each move by what it does: taking a
  /// small board, blocking one, and where it sends the opponent (a free choice or a board they
  /// can take at once are bad); the centre breaks near-ties, then the generator.
  public static func normalMove(on board: UltimateBoard, as mark: TicTacToeMark, using generator: inout SeededGenerator) -> UltimateMove {
    let scored = board.legalMoves.map { ($0, score($0, on: board, as: mark)) }
    let best = scored.map(\.1).max() ?? 0
    return generator.element(of: scored.filter { $0.1 == best }.map(\.0))
  }

  static func score(_ move: UltimateMove, on board: UltimateBoard, as mark: TicTacToeMark) -> Int {
    var after = board
    after.place(mark, at: move)
    if case .won = after.state { return 10_000 }
    if Self.opponentCanWinAtOnce(after, opponent: mark.opponent) { return -10_000 }
    let small = board.smallBoards[move.board]
    var score = 0
    if small.completingCell(for: mark) != nil, small.placing(mark, at: move.cell).hasLine(mark) { score += 100 }
    if small.placing(mark.opponent, at: move.cell).hasLine(mark.opponent) { score += 50 }
    if let sentTo = after.target {
      if after.smallBoards[sentTo].completingCell(for: mark.opponent) != nil { score -= 40 }
    } else {
      score -= 60
    }
    if move.cell == 4 { score += 3 }
    if move.board == 4 { score += 2 }
    return score
  }

  private static func opponentCanWinAtOnce(_ board: UltimateBoard, opponent: TicTacToeMark) -> Bool {
    board.legalMoves.contains { move in
      var after = board
      after.place(opponent, at: move)
      if case .won = after.state { return true }
      return false
    }
  }
}
