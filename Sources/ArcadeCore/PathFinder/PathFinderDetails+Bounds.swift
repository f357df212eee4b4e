extension PathFinderDetails: BoundedDetails {
  /// Grids up to 100×100, the target on the grid.
  public var isWithinBounds: Bool {
    (1...100).contains(rows) && (1...100).contains(columns) && (0...10_000).contains(shortestPath)
      && (0..<rows).contains(target.row) && (0..<columns).contains(target.column)
  }
}
