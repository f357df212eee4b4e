/// What happened to one listed word so far.
public enum WordSearchWordState: Sendable, Hashable {
  case hidden
  /// Found by the player; `order` counts from 0 in the order they were found (it picks the word's colour).
  case found(order: Int)
  /// Shown by a reveal: in the grid, not counted as found.
  case revealed
}

/// What a mark on a cell did: the first end of a selection, or a whole selection.
public enum WordSearchMarkResult: Sendable, Hashable {
  /// The first end is marked; the next mark ends the selection.
  case started(Position)
  case selected(WordSearchSelectionResult)
  case ignored(WordSearchIgnoredReason)
}

/// What a straight selection between two cells did.
public enum WordSearchSelectionResult: Sendable, Hashable {
  /// A listed word, found now (its index in `placements`).
  case found(Int)
  /// The last word to find: the puzzle is over.
  case finished(lastFound: Int)
  /// Found before: it counts nothing again.
  case alreadyFound(Int)
  /// Shown by a reveal: it counts nothing.
  case alreadyRevealed(Int)
  /// A straight line that is not a listed word.
  case notAWord
  /// Neither a row, a column nor a diagonal.
  case notALine
  case ignored(WordSearchIgnoredReason)
}

/// What a reveal did.
public enum WordSearchRevealResult: Sendable, Hashable {
  case revealed(Int)
  /// The last word not yet found or revealed: the puzzle is over.
  case finished(lastRevealed: Int)
  case refused(WordSearchRevealRefusal)
}

public enum WordSearchRevealRefusal: Sendable, Hashable {
  case noRevealsLeft, alreadyFound, alreadyRevealed, noSuchWord, puzzleOver
}

/// Why a move did nothing.
public enum WordSearchIgnoredReason: Sendable, Hashable {
  case offGrid, puzzleOver
}

/// Whether a half-made selection was cancelled.
public enum WordSearchCancelResult: Sendable, Hashable {
  case cancelled, nothingMarked
}
