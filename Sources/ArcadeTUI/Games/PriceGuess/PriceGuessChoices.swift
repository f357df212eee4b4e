import ArcadeCore
import ArgumentParser

/// PriceGuess's options, for `arcade play priceguess` and what the home screen remembers per player: where the
/// products come from, the quiz length, and where browsing was.
struct PriceGuessChoices: GameOptions {
  @OptionGroup var deck: PriceGuessDeck

  /// Nil until chosen: `arcade play priceguess --mixed` keeps the length the player last chose.
  @Option(help: ArgumentHelp("How many questions (default 10)", valueName: "n"))
  var questions: QuizLength?

  /// Where the player was in Browse categories; only the screens set it.
  @Option(help: .private)
  var browsePath: [String] = []

  init() {}

  /// Parsed once: parsing is argument-parser's reflection, too slow to repeat for every screen that asks.
  static let standard = defaults

  var length: QuizLength {
    get { questions ?? .standard }
    set { questions = newValue }
  }
}

extension QuizLength: ExpressibleByArgument {}
