import ArcadeCore
import ArgumentParser

/// WordSearch's options (size, difficulty, theme or words, reveals), for `arcade play wordsearch`, the options
/// screen and what is remembered per player.
struct WordSearchChoices: GameOptions {
  @Option(help: ArgumentHelp("The grid is N×N, 5 to 50.", valueName: "n"))
  var size = 10

  @Option(help: "easy: right and down; medium: across and up or down, reversed too; hard: diagonals too.")
  var difficulty: WordSearchDifficulty = .easy

  /// Nil until chosen: the command line refuses a theme beside `--words`.
  @Option(help: ArgumentHelp("A theme of data/wordsearch (default Mobile, the original game's words).", valueName: "name"))
  var theme: String?

  /// Words given with `--words`, in place of a theme; never remembered by the options screen.
  @Option(
    help: ArgumentHelp("Hide these words instead of a theme's.", valueName: "a,b,c"),
    transform: { text in try WordSearchChoices.wordList(text) })
  var words: [String]?

  @Option(help: ArgumentHelp("Reveals per puzzle, 0 to 9.", valueName: "n"))
  var reveals = WordSearchGame.standardReveals

  init() {}

  /// Parsed once: parsing is argument-parser's reflection, too slow to repeat for every screen that asks.
  static let standard = defaults

  init(size: Int, difficulty: WordSearchDifficulty, theme: String, reveals: Int) {
    self = Self.standard
    (self.size, self.difficulty, self.theme, self.reveals) = (size, difficulty, theme, reveals)
  }

  /// The sizes the options screen offers (the command line takes any from 5 to 50).
  static let offeredSizes = [8, 10, 12, 15, 20, 25, 30]
  static let revealLimit = 0...9

  mutating func validate() throws {
    let sizes = WordSearchGenerator.sizes
    guard sizes.contains(size) else {
      throw ValidationError("--size must be a whole number from \(sizes.lowerBound) to \(sizes.upperBound), not \(size)")
    }
    guard Self.revealLimit.contains(reveals) else {
      throw ValidationError("--reveals must be a whole number from 0 to 9, not \(reveals)")
    }
    if words != nil {
      guard theme == nil else { throw ValidationError("give either --theme or --words, not both") }
      theme = "Custom"
    }
  }

  /// `--words`: names separated by commas, each one a theme file could hold.
  static func wordList(_ text: String) throws -> [String] {
    let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !words.isEmpty else { throw ValidationError("--words needs words separated by commas, e.g. --words swift,kotlin") }
    if let bad = words.first(where: { WordSearchTheme.problem(in: $0) != nil }) {
      throw ValidationError("--words: \(WordSearchTheme.quoted(bad)) \(WordSearchTheme.problem(in: bad) ?? "")")
    }
    // Shorter words are left out of the grid; with none left there would be nothing to find.
    guard words.contains(where: { WordLetters.normalized($0).count >= WordSearchGenerator.minimumLetters }) else {
      throw ValidationError("--words needs a word of \(WordSearchGenerator.minimumLetters) letters or more")
    }
    return words
  }

  /// The theme's name as chosen, else the default one.
  var themeName: String { theme ?? WordSearchTheme.defaultName }

  /// These choices with the theme checked against the themes that loaded: its name as the library spells it,
  /// or one line naming a broken file or the themes there are.
  func checked(in library: WordSearchThemeLibrary) throws(GameFlagError) -> WordSearchChoices {
    if words != nil { return self }
    guard let name = theme else {
      if library.themes.isEmpty { throw GameFlagError(library.problems.first ?? "no WordSearch themes found; give words with --words") }
      return self
    }
    guard let found = WordSearchTheme.named(name, in: library.themes) else {
      // A theme whose file is broken is named with its file's problem, not as a theme that does not exist.
      if let broken = library.problems.first(where: { $0.lowercased().contains("/\(name.lowercased()).txt") }) {
        throw GameFlagError(broken, exitCode: 1)
      }
      let known = library.names.isEmpty ? "none loaded" : library.names.joined(separator: ", ")
      throw GameFlagError("no WordSearch theme called '\(name)'; the themes: \(known)")
    }
    var checked = self
    checked.theme = found.name
    return checked
  }

  /// Where the words come from: the given words, the chosen theme, else the first theme that loaded.
  func source(in library: WordSearchThemeLibrary) -> WordSearchWordSource? {
    if let words { return .words(words) }
    guard let theme = WordSearchTheme.named(themeName, in: library.themes) ?? library.themes.first else { return nil }
    return .theme(theme)
  }

  /// The puzzle these choices deal for a seed: the same one `arcade generate wordsearch` prints.
  func puzzle(in library: WordSearchThemeLibrary, seed: UInt64) -> WordSearchPuzzle? {
    source(in: library).map { WordSearchGenerator.generate(size: size, difficulty: difficulty, source: $0, seed: seed) }
  }
}

extension WordSearchDifficulty: ExpressibleByArgument {}
