import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// `arcade generate wordsearch`: the puzzles `arcade play wordsearch` deals, for paper or as JSON.
struct WordSearchGenerateOptions: DealPrinter {
  typealias Options = WordSearchChoices

  @OptionGroup var flags: WordSearchFlags
  var choices: WordSearchChoices { flags.options }
  @OptionGroup var series: DealSeries

  static let abstract =
    "Print a WordSearch puzzle for paper (spaced letters, the words in columns) or JSON. For --seed N it is the puzzle `arcade play wordsearch` deals with the same options and seed."

  func text(seed defaultSeed: UInt64, content: ContentLibrary) throws(GameFlagError) -> String {
    let library = content.get(WordSearchThemeLibrary.self)
    let choices = try choices.checked(in: library)
    let seed = series.seed.seed ?? defaultSeed
    var outputs: [String] = []
    for offset in 0..<UInt64(try series.count(upTo: 10_000)) {
      guard let puzzle = choices.puzzle(in: library, seed: seed &+ offset) else {
        throw GameFlagError("no WordSearch themes found; give words with --words")
      }
      outputs.append(series.json ? puzzle.json : puzzle.paperText())
    }
    return outputs.joined(separator: series.json ? "\n" : "\n\n")
  }
}
