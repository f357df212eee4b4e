/// Why a match ended against the side whose move it was: what the other arcade sent is not a move of the game.
public enum VersusFoul: Hashable, Sendable {
  /// The cell is taken, off the board, or not on the board the last move sends play to.
  case illegalMove(ply: Int, cell: Int)
  /// A move by the side that was not to move.
  case outOfTurn(ply: Int)
  /// A move numbered out of order (a gap or a second move for one number).
  case outOfOrder(ply: Int)
  /// A move sent before the one it follows, or later than the clock that reads it.
  case forgedClock(ply: Int)
  /// A move after the game was over.
  case afterTheEnd(ply: Int)

  /// One line for the match's screen.
  public var reason: String {
    switch self {
    case .illegalMove(let ply, let cell): "move \(ply + 1) (cell \(cell + 1)) is not a legal move"
    case .outOfTurn(let ply): "move \(ply + 1) was sent by the side not to move"
    case .outOfOrder(let ply): "move \(ply + 1) is out of order"
    case .forgedClock(let ply): "move \(ply + 1) carries a time that cannot be"
    case .afterTheEnd(let ply): "move \(ply + 1) came after the game was over"
    }
  }
}
