/// A board from `MinefieldGenerator.generate` and whether logic alone clears it from the first reveal.
public struct GeneratedMinefield: Hashable, Sendable {
  public let minefield: Minefield
  public let guessing: MinefieldGuessing

  /// True when `MinesweeperSolver` clears the board from its first reveal without a guess.
  public var isGuessFree: Bool { guessing == .guessFree }
}

/// Whether a board can be cleared by logic alone from its first reveal, as `MinesweeperSolver` sees it.
public enum MinefieldGuessing: Hashable, Sendable {
  /// The solver clears it: no guess is ever needed.
  case guessFree
  /// The solver gets stuck somewhere, so the player may have to guess. No-guess generation
  /// deals such a board only when it found no guess-free one within its work limit.
  case mayNeedGuess
}
