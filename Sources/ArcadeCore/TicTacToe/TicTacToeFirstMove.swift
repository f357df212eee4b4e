/// Who makes the first move of a game: the human (X), the computer or second player (O), or each in turn.
public enum TicTacToeFirstMove: String, Sendable, Hashable, Codable, CaseIterable {
  case human, computer, alternate

  public var title: String {
    switch self {
    case .human: "You"
    case .computer: "Computer"
    case .alternate: "Alternate"
    }
  }

  /// The mark that opens game number `round` (0 for the first game of a sitting).
  public func openingMark(round: Int) -> TicTacToeMark {
    switch self {
    case .human: .x
    case .computer: .o
    case .alternate: round % 2 == 0 ? .x : .o
    }
  }
}
