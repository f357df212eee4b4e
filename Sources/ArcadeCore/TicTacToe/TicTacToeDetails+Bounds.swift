extension TicTacToeDetails: BoundedDetails {
  /// At most 81 moves, each a cell of the Ultimate board; at least one undo when there are any (each is a move on
  /// the round's tape, which holds at most 100 000).
  public var isWithinBounds: Bool {
    moves.count <= 81 && moves.allSatisfy { (0..<81).contains($0) } && (undos.map { (1...100_000).contains($0) } ?? true)
  }
}
