extension MinesweeperGame {
  /// Names one cell logic proves safe (preferred) or a mine, from what the player sees only.
  ///
  /// Prefers the certain cell nearest to `near` (the cursor). Flags are not trusted: a wrong
  /// flag can be named as safe, and mines already flagged are not named. Before the first
  /// reveal every cell is safe, so the board's centre is named without counting a hint.
  mutating func hint(near cursor: Position? = nil) -> MinesweeperHint {
    guard !status.isOver else { return .gameOver }
    guard let board = minefield else { return .safe(cursor ?? configuration.centre) }
    var solver = MinesweeperSolver(rows: rows, columns: columns, mines: configuration.mines)
    for position in marks.positions where marks[position] == .revealed {
      solver.learnRevealed(position, adjacentMines: board.adjacentMines(position))
    }
    var safe: [Position] = []
    var mines: [Position] = []
    while true {
      let found = solver.deduceNext()
      if found.isEmpty { break }
      for fact in found {
        switch fact {
        case .safe(let position): safe.append(position)
        case .mine(let position): if marks[position] != .flagged { mines.append(position) }
        }
      }
    }
    let target = cursor ?? configuration.centre
    func nearest(_ cells: [Position]) -> Position? {
      cells.min { $0.manhattanDistance(to: target) < $1.manhattanDistance(to: target) }
    }
    if let cell = nearest(safe) {
      hintsUsed += 1
      return .safe(cell)
    }
    if let cell = nearest(mines) {
      hintsUsed += 1
      return .mine(cell)
    }
    return .nothingCertain
  }
}
