/// What the player has done to one cell.
public enum MinesweeperCellMark: Hashable, Sendable {
  case hidden, flagged, questioned, revealed
}

/// What the screen draws for one cell, rules already applied (losing and winning included).
public enum MinesweeperCellDisplay: Hashable, Sendable {
  case hidden
  case flagged
  case questioned
  /// An opened cell with 1…8 mines around it.
  case number(Int)
  /// An opened cell with no mine around it.
  case empty
  /// A mine shown after a loss.
  case mine
  /// The mine that was opened and lost the game.
  case explodedMine
  /// A flag on a cell without a mine, shown after a loss.
  case wrongFlag
}

/// Where a game of Minesweeper stands.
public enum MinesweeperStatus: Hashable, Sendable {
  /// No cell opened yet: the mines are placed by the first reveal, and the clock has not started.
  case ready
  case playing
  case won
  case lost(exploded: Position)

  public var isOver: Bool {
    switch self {
    case .won, .lost: true
    case .ready, .playing: false
    }
  }
}
