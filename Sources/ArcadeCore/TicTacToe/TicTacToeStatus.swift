/// Where a game stands: whose move it is, or how it ended.
public enum TicTacToeStatus: Sendable, Hashable {
  case playing(next: TicTacToeMark)
  /// The line is the classic board's, or the big board's of small boards in Ultimate.
  case won(TicTacToeMark, line: TicTacToeLine)
  case drawn

  public var isOver: Bool {
    if case .playing = self { return false }
    return true
  }

  /// The mark to move, nil once the game is over.
  public var next: TicTacToeMark? {
    if case .playing(let next) = self { return next }
    return nil
  }

  /// The line that won, for the screen to flash; nil unless the game was won.
  public var winningLine: TicTacToeLine? {
    if case .won(_, let line) = self { return line }
    return nil
  }
}

/// What a move did, so the screen can animate it.
public enum TicTacToeMoveResult: Sendable, Hashable {
  case placed(next: TicTacToeMark)
  case won(TicTacToeMark, line: TicTacToeLine)
  case drawn
  /// The person's last move, and the computer's reply if it had made one: 1 or 2 marks off the board; X to move.
  case tookBack(moves: Int)
  case refused(TicTacToeRefusal)
}

/// Why a move was not made.
public enum TicTacToeRefusal: Sendable, Hashable {
  case offBoard
  case occupied
  case gameOver
  /// The computer is to move; a person's key is ignored until it has.
  case computersTurn
  /// It is a person's move, not the computer's.
  case humansTurn
  /// Ultimate: the move must go in the small board the last move sent the player to.
  case wrongBoard
  /// Ultimate: that small board is already won or full.
  case boardDecided
  /// An undo: the person has no move on the board to take back.
  case nothingToTakeBack
  /// An undo between two people: only a game against the computer takes moves back.
  case onlyAgainstTheComputer
}
