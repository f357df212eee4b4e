/// What each cell shows the player.
extension MinesweeperGame {
  /// What to draw at a cell.
  public func display(at position: Position) -> MinesweeperCellDisplay {
    let mark = marks[position]
    if mark == .revealed, let minefield {
      let count = minefield.adjacentMines(position)
      return count == 0 ? .empty : .number(count)
    }
    if case .lost(let exploded) = status, let minefield {
      if position == exploded { return .explodedMine }
      switch (minefield.isMine(position), mark) {
      case (true, .flagged): return .flagged
      case (true, _): return .mine
      case (false, .flagged): return .wrongFlag
      case (false, _): break
      }
    }
    switch mark {
    case .hidden, .revealed: return .hidden
    case .flagged: return .flagged
    case .questioned: return .questioned
    }
  }
}
