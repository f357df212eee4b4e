/// A player's mark: X or O. The human always plays X; the computer, or the second player, O.
public enum TicTacToeMark: String, Sendable, Hashable, Codable, CaseIterable {
  case x, o

  /// The other player's mark.
  public var opponent: TicTacToeMark { self == .x ? .o : .x }

  /// "X" or "O", as drawn on the board.
  public var symbol: String { self == .x ? "X" : "O" }
}
