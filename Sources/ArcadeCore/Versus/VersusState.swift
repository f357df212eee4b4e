/// Where a match stands, as the receiving arcade reads it from the moves and the game's engine.
public enum VersusState: Hashable, Sendable {
  /// Posted; nobody has taken it yet.
  case open
  case toMove(TicTacToeMark)
  case won(TicTacToeMark, line: TicTacToeLine)
  case drawn
  case resigned(TicTacToeMark)
  /// The side's clock ran out (a player gone longer than the clock allows loses).
  case lostOnTime(TicTacToeMark)
  /// The side whose move broke the rules loses, with why.
  case fouled(TicTacToeMark, VersusFoul)

  public var isOver: Bool {
    switch self {
    case .open, .toMove: false
    case .won, .drawn, .resigned, .lostOnTime, .fouled: true
    }
  }

  /// The side that won, if one did.
  public var winner: TicTacToeMark? {
    switch self {
    case .won(let mark, _): mark
    case .resigned(let mark), .lostOnTime(let mark), .fouled(let mark, _): mark.opponent
    case .open, .toMove, .drawn: nil
    }
  }
}
