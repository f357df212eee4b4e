import ArcadeCore

/// The line under the board after a hint or a move that did nothing useful.
enum MinesweeperNote: Hashable {
  case safe(Position)
  case mine(Position)
  case nothingCertain
  case anyCellIsSafe
  case unflagFirst
  case flagsDoNotMatch(Int)
  /// The mine the losing move opened is hidden again.
  case tookBack(Position)
  /// `u` while playing: only a loss can be taken back.
  case nothingToUndo

  /// The note's words and colour.
  func text(theme: Theme) -> (String, Style) {
    switch self {
    case .safe(let cell): ("Hint: row \(cell.row + 1), column \(cell.column + 1) is safe.", theme.good)
    case .mine(let cell): ("Hint: row \(cell.row + 1), column \(cell.column + 1) is a mine.", theme.bad)
    case .nothingCertain: ("Hint: nothing is certain from what is open. Guess, or flag what you know.", theme.status)
    case .anyCellIsSafe: ("Hint: the first cell you open is always safe, and so is the area around it.", theme.status)
    case .unflagFirst: ("That cell is flagged: press f to unflag it first.", theme.status)
    case .flagsDoNotMatch(let count):
      ("To open around a \(count), flag exactly \(counted(count, "mine")) next to it.", theme.status)
    case .tookBack(let cell):
      ("Taken back: row \(cell.row + 1), column \(cell.column + 1) is hidden again. Not ranked now.", theme.status)
    case .nothingToUndo: ("u takes back a reveal that hit a mine, after the loss.", theme.status)
    }
  }

  /// With no other note, the warning that a board asked to be guess-free may need a guess, for the whole game.
  static func mayNeedGuess(width: Int, theme: Theme) -> (String, Style) {
    let texts = ["No guess-free board was found in time: this one may need a guess.", "This board may need a guess."]
    return (fittingText(texts, width: width), theme.status)
  }
}
