import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade play tictactoe`'s flags, over `TicTacToeChoices`.
struct TicTacToeFlags: GameFlags {
  @Option(help: ArgumentHelp("The game.", valueName: "variant"))
  var variant: TicTacToeVariant = .classic

  @Option(help: ArgumentHelp("Who plays O (default: the variant's own).", valueName: "opponent"))
  var opponent: TicTacToeOpponent?

  @Option(help: ArgumentHelp("Who starts.", valueName: "first"))
  var first: TicTacToeFirstMove = .human

  init() {}

  var options: TicTacToeChoices {
    var choices = TicTacToeChoices.standard
    (choices.variant, choices.opponent, choices.first) = (variant, opponent, first)
    return choices
  }
}

extension TicTacToeVariant: ExpressibleByArgument {}
extension TicTacToeOpponent: ExpressibleByArgument {}
extension TicTacToeFirstMove: ExpressibleByArgument {}
