/// The classic 3×3 game or Ultimate (nine small boards in a big one); the raw value is the command-line name.
public enum TicTacToeVariant: String, Sendable, Hashable, Codable, CaseIterable {
  case classic, ultimate

  public var title: String { self == .classic ? "Classic" : "Ultimate" }

  /// The opponents offered for this variant, in the order the options form shows them.
  public var opponents: [TicTacToeOpponent] {
    switch self {
    case .classic: [.easy, .normal, .perfect, .twoPlayers]
    case .ultimate: [.normal, .hard, .twoPlayers]
    }
  }

  /// The opponent the options form starts on.
  public var defaultOpponent: TicTacToeOpponent { .normal }
}
