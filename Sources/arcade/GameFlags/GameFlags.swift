import ArcadeTUI
import ArgumentParser
import Foundation

/// A game's command line: argument-parser's flags, help and one-line errors, over the game's plain options.
protocol GameFlags: ParsableArguments {
  associatedtype Options: GameOptions
  /// The options the flags give.
  var options: Options { get }
}

extension GameFlags {
  /// Refuses what the options do not allow, in the options' own words.
  mutating func validate() throws {
    if let problem = options.problem(remembered: false) { throw ValidationError(problem) }
  }

  static var optionsType: any GameOptions.Type { Options.self }

  /// The options these arguments give, or argument-parser's one line naming what is wrong.
  static func options(from arguments: [String]) throws(GameFlagError) -> any GameOptions {
    try parsing(arguments).options
  }
}

extension ParsableArguments {
  /// These options from a command line, or argument-parser's one line naming what is wrong.
  static func parsing(_ arguments: [String]) throws(GameFlagError) -> Self {
    do {
      return try parse(arguments)
    } catch {
      throw GameFlagError(message(for: error), exitCode: exitCode(for: error).rawValue == 0 ? 0 : 2)
    }
  }

  /// The OPTIONS section of argument-parser's help for these options, one option a line or two, without
  /// the usage line and `--help`: what `arcade play --help` and `arcade generate --help` list for a game.
  static var optionLines: [String] {
    let lines = helpMessage(columns: 80).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
    return lines[(start + 1)...].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.contains("--help") }
  }
}
