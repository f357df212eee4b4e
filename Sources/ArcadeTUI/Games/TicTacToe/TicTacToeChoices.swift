import ArcadeCore

/// TicTacToe's options (variant, opponent, who starts): what the options screen edits and what is remembered. The
/// opponent stays nil until chosen, so each variant starts against its own default.
public struct TicTacToeChoices: GameOptions {
  public var variant: TicTacToeVariant = .classic
  public var opponent: TicTacToeOpponent?
  public var first: TicTacToeFirstMove = .human

  public init() {}

  public static let standard = TicTacToeChoices()
  public static let rememberedKeys: Set<String> = ["variant", "opponent", "first"]

  public init(_ options: TicTacToeOptions) {
    (variant, opponent, first) = (options.variant, options.opponent, options.firstMove)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    variant = try container.value(.variant, or: .classic)
    opponent = try container.decodeIfPresent(TicTacToeOpponent.self, forKey: .opponent)
    first = try container.value(.first, or: .human)
  }

  /// The opponent must be one the variant offers (the rule lives in the core).
  public func problem(remembered: Bool) -> String? { options.problem }

  /// What the core plays.
  public var options: TicTacToeOptions {
    TicTacToeOptions(variant: variant, opponent: opponent ?? variant.defaultOpponent, firstMove: first)
  }
}
