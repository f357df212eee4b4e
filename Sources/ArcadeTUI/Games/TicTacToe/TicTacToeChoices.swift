import ArcadeCore
import ArgumentParser

/// TicTacToe's options (variant, opponent, who starts), for `arcade play tictactoe`, the options screen and
/// what is remembered. Each property is named as its flag (remembered choices are read back as flags). The opponent stays nil until given, so each variant starts against its own default.
public struct TicTacToeChoices: GameOptions {
  @Option(help: ArgumentHelp("The game.", valueName: "variant"))
  var variant: TicTacToeVariant = .classic

  @Option(help: ArgumentHelp("Who plays O (default: the variant's own).", valueName: "opponent"))
  var opponent: TicTacToeOpponent?

  @Option(help: ArgumentHelp("Who starts.", valueName: "first"))
  var first: TicTacToeFirstMove = .human

  public init() {}

  /// Parsed once: parsing is argument-parser's reflection, too slow to repeat for every screen that asks.
  public static let standard = defaults

  public init(_ options: TicTacToeOptions) {
    self = Self.standard
    (variant, opponent, first) = (options.variant, options.opponent, options.firstMove)
  }

  /// The opponent must be one the variant offers (the rule lives in the core).
  public func validate() throws {
    if let problem = options.problem { throw ValidationError(problem) }
  }

  /// What the core plays.
  public var options: TicTacToeOptions {
    TicTacToeOptions(variant: variant, opponent: opponent ?? variant.defaultOpponent, firstMove: first)
  }
}

extension TicTacToeVariant: ExpressibleByArgument {}
extension TicTacToeOpponent: ExpressibleByArgument {}
extension TicTacToeFirstMove: ExpressibleByArgument {}
