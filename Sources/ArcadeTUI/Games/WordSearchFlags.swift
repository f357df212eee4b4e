import ArcadeCore

/// WordSearch's command-line options, for `play` and `generate`.
enum WordSearchFlags {
  static let playOptions: [GameOption] = [
    GameOption("size", .value(valueName: "N", allowed: nil), help: "the grid is N×N, 5 to 50 (default 10)"),
    GameOption(
      "difficulty", .value(valueName: "D", allowed: WordSearchDifficulty.allCases.map(\.rawValue)),
      help: "easy: right and down; medium: across and up or down, reversed too; hard: diagonals too"),
    GameOption("theme", .value(valueName: "NAME", allowed: nil), help: "a theme of data/wordsearch (default Mobile, the original game's words)"),
    GameOption("words", .value(valueName: "A,B,C", allowed: nil), help: "hide these words instead of a theme's"),
    GameOption("reveals", .value(valueName: "N", allowed: nil), help: "reveals per puzzle, 0 to 9 (default 2)"),
  ]

  /// The choices the flags give, starting from the standard ones; a theme must be one that loaded
  /// (without a library, before the data folder is known, the name is kept as given).
  static func choices(from flags: GameFlags, library: WordSearchThemeLibrary?) throws(GameFlagError) -> WordSearchChoices {
    var choices = WordSearchChoices.standard
    if let size = try flags.integer("size", in: WordSearchGenerator.sizes) { choices.size = size }
    if let name = flags.value("difficulty"), let difficulty = WordSearchDifficulty(rawValue: name) {
      choices.difficulty = difficulty
    }
    if let reveals = try flags.integer("reveals", in: WordSearchChoices.revealLimit) { choices.reveals = reveals }
    if let text = flags.value("words") {
      if flags.value("theme") != nil { throw GameFlagError("give either --theme or --words, not both") }
      let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      guard !words.isEmpty else { throw GameFlagError("--words needs words separated by commas, e.g. --words swift,kotlin") }
      if let bad = words.first(where: { WordSearchTheme.problem(in: $0) != nil }) {
        throw GameFlagError("--words: \(WordSearchTheme.quoted(bad)) \(WordSearchTheme.problem(in: bad) ?? "")")
      }
      choices.words = words
      choices.theme = "Custom"
    } else if let name = flags.value("theme") {
      choices.theme = name
      guard let library else { return choices }
      guard let theme = WordSearchTheme.named(name, in: library.themes) else {
        // A theme whose file is broken is named with its file's problem, not as a theme that does not exist.
        if let broken = library.problems.first(where: { $0.lowercased().contains("/\(name.lowercased()).txt") }) {
          throw GameFlagError(broken, exitCode: 1)
        }
        let known = library.names.isEmpty ? "none loaded" : library.names.joined(separator: ", ")
        throw GameFlagError("no WordSearch theme called '\(name)'; the themes: \(known)")
      }
      choices.theme = theme.name
    } else if let library, library.themes.isEmpty {
      throw GameFlagError(library.problems.first ?? "no WordSearch themes found; give words with --words")
    }
    return choices
  }

  static var generator: GameGenerator {
    GameGenerator(
      abstract: "Print a WordSearch puzzle for paper (spaced letters, the words in columns) or JSON. For --seed N it is the puzzle `arcade play wordsearch` deals with the same options and seed.",
      options: playOptions.filter { $0.name != "reveals" } + [
        GameOption("seed", .value(valueName: "N", allowed: nil), help: "the seed (default: a new one, printed with the puzzle)"),
        GameOption("json", .toggle, help: "one JSON object a puzzle, one a line"),
        GameOption("count", .value(valueName: "N", allowed: nil), help: "this many puzzles, from consecutive seeds (1 to 10000)"),
      ],
      run: { flags, defaultSeed, content throws(GameFlagError) in
        let library = content.get(WordSearchThemeLibrary.self)
        let choices = try choices(from: flags, library: library)
        let seed = try flags.seed(or: defaultSeed)
        let count = try flags.integer("count", in: 1...10_000) ?? 1
        let json = flags.isOn("json")
        var outputs: [String] = []
        for offset in 0..<UInt64(count) {
          guard let puzzle = choices.puzzle(in: library, seed: seed &+ offset) else {
            throw GameFlagError("no WordSearch themes found; give words with --words")
          }
          outputs.append(json ? puzzle.json : puzzle.paperText())
        }
        return outputs.joined(separator: json ? "\n" : "\n\n")
      })
  }
}
