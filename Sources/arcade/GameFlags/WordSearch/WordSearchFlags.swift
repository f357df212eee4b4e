import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade play wordsearch`'s (and `arcade generate wordsearch`'s) flags, over `WordSearchChoices`.
struct WordSearchFlags: GameFlags {
  @Option(help: ArgumentHelp("The grid is N×N, 5 to 50.", valueName: "n"))
  var size = 10

  @Option(help: "easy: right and down; medium: across and up or down, reversed too; hard: diagonals too.")
  var difficulty: WordSearchDifficulty = .easy

  @Option(help: ArgumentHelp("A theme of data/wordsearch (default Mobile, the original game's words).", valueName: "name"))
  var theme: String?

  @Option(
    help: ArgumentHelp("Hide these words instead of a theme's.", valueName: "a,b,c"),
    transform: { text in
      do { return try WordSearchChoices.wordList(text) } catch { throw ValidationError("\(error)") }
    })
  var words: [String]?

  @Option(help: ArgumentHelp("Reveals per puzzle, 0 to 9.", valueName: "n"))
  var reveals = WordSearchGame.standardReveals

  init() {}

  mutating func validate() throws {
    if words != nil, theme != nil { throw ValidationError("give either --theme or --words, not both") }
    if let problem = options.problem(remembered: false) { throw ValidationError(problem) }
  }

  var options: WordSearchChoices {
    var choices = WordSearchChoices.standard
    (choices.size, choices.difficulty, choices.reveals, choices.words) = (size, difficulty, reveals, words)
    choices.theme = words == nil ? theme : WordSearchChoices.customTheme
    return choices
  }
}

extension WordSearchDifficulty: ExpressibleByArgument {}
