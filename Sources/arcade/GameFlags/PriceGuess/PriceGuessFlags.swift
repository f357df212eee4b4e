import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade play priceguess`'s flags, over `PriceGuessChoices`.
struct PriceGuessFlags: GameFlags {
  @OptionGroup var deck: PriceGuessDeckFlags

  @Option(help: ArgumentHelp("How many questions (default 10)", valueName: "n"))
  var questions: QuizLength?

  init() {}

  var options: PriceGuessChoices {
    var choices = PriceGuessChoices.standard
    (choices.deck, choices.questions) = (deck.deck, questions)
    return choices
  }
}

extension QuizLength: ExpressibleByArgument {}
