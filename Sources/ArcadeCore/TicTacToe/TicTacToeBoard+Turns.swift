/// Boards set from a game's moves: how an undo puts the position back exactly, whatever the moves taken back did.
extension TicTacToeBoard {
  /// The classic board after `turns.moves`, each mark in its turn.
  init(placing turns: TicTacToeTurns) {
    self.init()
    for (index, cell) in turns.moves.enumerated() { place(turns.mark(at: index), at: cell) }
  }
}

extension UltimateBoard {
  /// The nine small boards after `turns.moves` (won boards, drawn boards and where the next move goes with them).
  init(placing turns: TicTacToeTurns) {
    self.init()
    for (index, move) in turns.moves.enumerated() { place(turns.mark(at: index), at: UltimateMove(index: move)) }
  }
}
