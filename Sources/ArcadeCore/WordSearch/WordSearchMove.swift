/// A move in a word search, in the game's words.
public enum WordSearchMove: Hashable, Sendable {
  /// One end of a selection: the first mark remembers the cell, the second selects the line between.
  case mark(Position)
  /// Forget a marked first end.
  case cancelMark
  /// A whole selection at once (a drag).
  case select(from: Position, to: Position)
  /// Show a word by its index in the list, with one of the puzzle's reveals.
  case reveal(word: Int)
}

/// What a move did.
public enum WordSearchMoveOutcome: Hashable, Sendable {
  case marked(WordSearchMarkResult)
  case cancelled(WordSearchCancelResult)
  case selected(WordSearchSelectionResult)
  case revealed(WordSearchRevealResult)

  /// The rules refused the move: nothing changed.
  public var isRefusal: Bool {
    switch self {
    case .marked(.ignored), .selected(.ignored), .revealed(.refused), .cancelled(.nothingMarked): true
    case .marked, .selected, .revealed, .cancelled: false
    }
  }
}
