extension MinesweeperRoundDetails: BoundedDetails {
  /// Boards up to 100×100, a 3BV and a speed a human can reach.
  public var isWithinBounds: Bool {
    (0...10_000).contains(threeBV) && (threeBVPerSecond?.isFinite(in: 0...10_000) ?? true) && (0...10_000).contains(hints)
      && (1...100).contains(rows) && (1...100).contains(cols) && (0...10_000).contains(mines)
  }
}
