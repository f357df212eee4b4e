/// A move of TicTacToe in the game's words, for the classic board (`Cell` is 0…8) and Ultimate (`UltimateMove`).
///
/// The computer's reply is a move of its own, with its cell: a replay places it and never runs the search again.
public enum TicTacToeMove<Cell: Hashable & Sendable>: Hashable, Sendable {
  /// A person's mark on a cell: X, or O for the second player at the same keyboard.
  case place(Cell)
  /// The computer's O on the cell it chose (`chooseComputerMove()` chooses it).
  case computer(Cell)
  /// Against the computer: take back the person's last move and the computer's reply to it, if it made one.
  case undo

  /// Whether this is the computer's reply.
  var isComputers: Bool {
    if case .computer = self { return true }
    return false
  }

  /// The same move with its cell in another form (a board's index, say).
  func map<Other>(_ transform: (Cell) -> Other) -> TicTacToeMove<Other> {
    switch self {
    case .place(let cell): .place(transform(cell))
    case .computer(let cell): .computer(transform(cell))
    case .undo: .undo
    }
  }
}

extension TicTacToeMoveResult {
  /// The rules refused the move: nothing changed.
  public var isRefusal: Bool {
    if case .refused = self { return true }
    return false
  }
}
