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

  /// The same table with its rightmost columns left out until it fits `width` (a board lists its rank, the
  /// player and what it ranks by first); rank and player always stay.
  init(_ board: Leaderboard, rows: [RankedRound], fitting width: Int) {
    self.init(board, rows: rows)
    while self.width > width && headers.count > 2 {
      headers.removeLast()
      alignments.removeLast()
      self.rows = self.rows.map { Array($0.dropLast()) }
    }
  }
}
