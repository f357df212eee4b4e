extension TicTacToeDetails: BoundedDetails {
  /// At most 81 moves, each a cell of the Ultimate board.
  public var isWithinBounds: Bool { moves.count <= 81 && moves.allSatisfy { (0..<81).contains($0) } }
}
