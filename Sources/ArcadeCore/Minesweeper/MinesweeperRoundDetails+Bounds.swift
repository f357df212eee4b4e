extension MinesweeperRoundDetails: BoundedDetails {
  /// Boards up to 100×100, a 3BV and a speed a human can reach; at least one undo when there are any (each is a
  /// move on the round's tape, which holds at most 100 000).
  public var isWithinBounds: Bool {
    (0...10_000).contains(threeBV) && (threeBVPerSecond?.isFinite(in: 0...10_000) ?? true) && (0...10_000).contains(hints)
      && (1...100).contains(rows) && (1...100).contains(cols) && (0...10_000).contains(mines)
      && (undos.map { (1...100_000).contains($0) } ?? true)
  }
}
