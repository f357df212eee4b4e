/// A move on a Minesweeper board, in the game's words.
public enum MinesweeperMove: Hashable, Sendable {
  /// Open a cell (an opened number with its flags placed chords).
  case reveal(Position)
  /// Open the unflagged neighbours of an opened number whose flags match it.
  case chord(Position)
  /// Flag, question or clear a cell, as the game's flag cycle goes.
  case flag(Position)
  /// Ask for a cell logic settles, nearest the cursor.
  case hint(near: Position?)
  /// Hide the board and stop the clock; `resume` starts it again.
  case pause
  case resume
  /// Take back the reveal or chord that lost the game, as SGT Mines allows: play goes on, and the round is not ranked.
  case undo
}

/// What a move did.
public enum MinesweeperMoveOutcome: Hashable, Sendable {
  case revealed(MinesweeperRevealResult)
  case flagged(MinesweeperFlagResult)
  case hinted(MinesweeperHint)
  case clock(PauseResult)
  case undone(MinesweeperUndoResult)

  /// The rules refused the move: nothing changed.
  public var isRefusal: Bool {
    switch self {
    case .revealed(.ignored), .flagged(.ignored), .hinted(.gameOver), .undone(.notLost): true
    case .clock(let result): result == .notPlaying || result == .alreadyPaused || result == .notPaused
    case .revealed, .flagged, .hinted, .undone: false
    }
  }
}

extension MinesweeperMove {
  /// The cell a reveal, chord or flag was played on; nil for the moves that name none.
  public var cell: Position? {
    switch self {
    case .reveal(let cell), .chord(let cell), .flag(let cell): cell
    default: nil
    }
  }
}
