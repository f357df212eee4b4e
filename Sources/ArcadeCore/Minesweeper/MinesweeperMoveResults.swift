/// What a reveal or chord did, so the screen can redraw just the changed cells or play an effect.
public enum MinesweeperRevealResult: Hashable, Sendable {
  /// These cells were opened (flood fill included), in the order opened; play goes on.
  case opened([Position])
  /// These cells were opened and cleared the board.
  case won(opened: [Position])
  /// A mine was opened here; the game is lost.
  case exploded(at: Position)
  case ignored(MinesweeperMoveRefusal)
}

/// What toggling a flag did.
public enum MinesweeperFlagResult: Hashable, Sendable {
  case flagged
  /// The flag became a question mark (only with question marks enabled).
  case questioned
  case cleared
  case ignored(MinesweeperMoveRefusal)
}

/// Why a move did nothing.
public enum MinesweeperMoveRefusal: Hashable, Sendable {
  case offBoard
  case gameOver
  /// Flagged cells are never opened; unflag first.
  case flagged
  case alreadyRevealed
  /// Chording needs an opened number.
  case notANumber
  /// Chording needs exactly as many flags around the number as it shows.
  case flagsDoNotMatch
  /// Chording found no unopened, unflagged neighbour.
  case nothingToOpen
}

/// A hint: one cell the solver proved safe or proved to be a mine from what the player sees.
public enum MinesweeperHint: Hashable, Sendable {
  case safe(Position)
  case mine(Position)
  /// Logic cannot settle any cell the player has not already settled.
  case nothingCertain
  case gameOver
}
