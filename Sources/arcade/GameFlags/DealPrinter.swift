import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// The options of `arcade generate <game>` and the text they print: deals for paper, checks and benchmarks.
protocol DealPrinter: ParsableArguments {
  /// The options of the game whose deals it prints: how the printer is matched to its game.
  associatedtype Options: GameOptions
  /// One paragraph for `arcade generate --help`.
  static var abstract: String { get }
  /// The text to print, with `seed` for a `--seed` not given and the data folder's content (themes, word
  /// lists), or one line naming a bad option.
  func text(seed: UInt64, content: ContentLibrary) throws(GameFlagError) -> String
}

extension DealPrinter {
  static var optionsType: any GameOptions.Type { Options.self }

  /// Parses the arguments and prints, or names the problem in one line.
  static func print(_ arguments: [String], seed: UInt64, content: ContentLibrary) throws(GameFlagError) -> String {
    try parsing(arguments).text(seed: seed, content: content)
  }
}
