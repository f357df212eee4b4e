/// What a game of TicTacToe is set up with: the variant, the opponent and who starts.
public struct TicTacToeOptions: Sendable, Hashable, Codable {
  public var variant: TicTacToeVariant
  public var opponent: TicTacToeOpponent
  public var firstMove: TicTacToeFirstMove

  public init(variant: TicTacToeVariant = .classic, opponent: TicTacToeOpponent = .normal, firstMove: TicTacToeFirstMove = .human) {
    self.variant = variant
    self.opponent = opponent
    self.firstMove = firstMove
  }

  public static let standard = TicTacToeOptions()

  /// Nil when the opponent is offered in the variant; else one line naming the allowed values.
  public var problem: String? {
    guard !variant.opponents.contains(opponent) else { return nil }
    let allowed = variant.opponents.map(\.rawValue).joined(separator: ", ")
    return "--opponent \(opponent.rawValue) does not fit --variant \(variant.rawValue): use one of \(allowed)"
  }

  /// The variant and opponent as stored with a round, e.g. "classic-perfect": what splits the boards.
  public var boardKey: String { "\(variant.rawValue)-\(opponent.rawValue)" }

  /// The same options with the opponent moved onto the variant's list if it was not on it.
  public var fitted: TicTacToeOptions {
    var copy = self
    if problem != nil { copy.opponent = variant.defaultOpponent }
    return copy
  }
}
