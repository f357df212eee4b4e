import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade play wordmatch`'s flags, over `WordMatchChoices`.
struct WordMatchFlags: GameFlags {
  @Option(help: ArgumentHelp("The word list by its code, e.g. en-es, en-fr, en-de.", valueName: "list"))
  var pair: String?

  @Option(help: "How fast words fall.")
  var speed: WordMatchOptions.Speed = .normal

  @Option(
    help: ArgumentHelp(
      "Pairs a game: \(WordMatchChoices.listed(WordMatchOptions.pairCountChoices)) (only \(WordMatchOptions.standard.pairCount) are ranked).",
      valueName: "n"))
  var pairs = WordMatchOptions.standard.pairCount

  @Option(
    help: ArgumentHelp(
      "Wrong answers that end a game: \(WordMatchChoices.listed(WordMatchOptions.livesChoices)) (only \(WordMatchOptions.standard.lives) are ranked).",
      valueName: "n"))
  var lives = WordMatchOptions.standard.lives

  init() {}

  var options: WordMatchChoices {
    var choices = WordMatchChoices.standard
    (choices.pair, choices.speed, choices.pairs, choices.lives) = (pair, speed, pairs, lives)
    return choices
  }
}

extension WordMatchOptions.Speed: ExpressibleByArgument {}
