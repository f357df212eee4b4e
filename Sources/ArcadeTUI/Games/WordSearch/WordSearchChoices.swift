import ArcadeCore

/// WordSearch's options (size, difficulty, theme or words, reveals): what the options screen edits and what is
/// remembered per player.
public struct WordSearchChoices: GameOptions {
  public var size = 10
  public var difficulty: WordSearchDifficulty = .easy
  /// Nil until chosen: the command line refuses a theme beside `--words`.
  public var theme: String?
  /// Words given with `--words`, in place of a theme; never remembered by the options screen.
  public var words: [String]?
  public var reveals = WordSearchGame.standardReveals

  public init() {}

  public static let standard = WordSearchChoices()
  public static let rememberedKeys: Set<String> = ["size", "difficulty", "theme", "words", "reveals"]

  public init(size: Int, difficulty: WordSearchDifficulty, theme: String, reveals: Int) {
    (self.size, self.difficulty, self.theme, self.reveals) = (size, difficulty, theme, reveals)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    size = try container.value(.size, or: 10)
    difficulty = try container.value(.difficulty, or: .easy)
    theme = try container.decodeIfPresent(String.self, forKey: .theme)
    words = try container.decodeIfPresent([String].self, forKey: .words)
    reveals = try container.value(.reveals, or: WordSearchGame.standardReveals)
  }

  /// The sizes the options screen offers (the command line takes any from 5 to 50).
  public static let offeredSizes = [8, 10, 12, 15, 20, 25, 30]
  public static let revealLimit = 0...9
  /// The theme given words are played under.
  public static let customTheme = "Custom"

  public func problem(remembered: Bool) -> String? {
    let sizes = WordSearchGenerator.sizes
    guard sizes.contains(size) else {
      return "--size must be a whole number from \(sizes.lowerBound) to \(sizes.upperBound), not \(size)"
    }
    guard Self.revealLimit.contains(reveals) else { return "--reveals must be a whole number from 0 to 9, not \(reveals)" }
    if let words {
      if words.isEmpty { return "--words needs words separated by commas, e.g. --words swift,kotlin" }
      // Given words are played under the theme "Custom"; any other beside them is a contradiction.
      if let theme, theme != WordSearchChoices.customTheme { return "give either --theme or --words, not both" }
    }
    return nil
  }

  /// `--words`: names separated by commas, each one a theme file could hold.
  public static func wordList(_ text: String) throws(WordListProblem) -> [String] {
    let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !words.isEmpty else { throw WordListProblem("--words needs words separated by commas, e.g. --words swift,kotlin") }
    if let bad = words.first(where: { WordSearchTheme.problem(in: $0) != nil }) {
      throw WordListProblem("--words: \(WordSearchTheme.quoted(bad)) \(WordSearchTheme.problem(in: bad) ?? "")")
    }
    // Shorter words are left out of the grid; with none left there would be nothing to find.
    guard words.contains(where: { WordLetters.normalized($0).count >= WordSearchGenerator.minimumLetters }) else {
      throw WordListProblem("--words needs a word of \(WordSearchGenerator.minimumLetters) letters or more")
    }
    return words
  }

  /// The theme's name as chosen, else the default one.
  public var themeName: String { theme ?? WordSearchTheme.defaultName }

  /// These choices with the theme checked against the themes that loaded: its name as the library spells it,
  /// or one line naming a broken file or the themes there are.
  public func checked(in library: WordSearchThemeLibrary) throws(GameFlagError) -> WordSearchChoices {
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
  public func source(in library: WordSearchThemeLibrary) -> WordSearchWordSource? {
    if let words { return .words(words) }
    guard let theme = WordSearchTheme.named(themeName, in: library.themes) ?? library.themes.first else { return nil }
    return .theme(theme)
  }

  /// The puzzle these choices deal for a seed: the same one `arcade generate wordsearch` prints.
  public func puzzle(in library: WordSearchThemeLibrary, seed: UInt64) -> WordSearchPuzzle? {
    source(in: library).map { WordSearchGenerator.generate(size: size, difficulty: difficulty, source: $0, seed: seed) }
  }
}

/// Why `--words` cannot be used, in one line.
public struct WordListProblem: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
