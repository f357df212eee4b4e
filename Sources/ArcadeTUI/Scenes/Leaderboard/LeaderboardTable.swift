import ArcadeCore

extension Table {
  /// A board's rows as a table, each board naming and aligning its own columns.
  ///
  /// The leaderboard and a game's end-of-round screen draw boards the same way through this.
  init(_ board: Leaderboard, rows: [RankedRound]) {
    self.init(
      headers: board.columns.map(\.title),
      alignments: board.columns.map { $0.alignment == .left ? .left : .right },
      rows: rows.map { row in board.columns.map { $0.value(row) } }
    )
  }
}
