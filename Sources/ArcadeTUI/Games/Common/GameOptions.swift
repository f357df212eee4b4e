import ArgumentParser

/// A game's options, described once: its command-line flags with their help and errors (argument-parser),
/// what is remembered per player (Codable), and the values its options screen's rows edit.
public protocol GameOptions: ParsableArguments, Codable, Hashable, Sendable {
  /// What the game opens with when nothing was chosen.
  static var standard: Self { get }
}

extension GameOptions {
  /// What the game opens with: the options with nothing given, unless the game says otherwise.
  public static var standard: Self { defaults }

  /// The options with nothing given.
  public static var defaults: Self {
    // Parsing no arguments cannot fail for options whose every value has a default (a test parses each game's).
    do { return try parse([]) } catch { fatalError("\(Self.self) has an option without a default: \(error)") }
  }
}

extension ParsableArguments {
  /// These options from a command line, or argument-parser's one line naming what is wrong.
  public static func parsing(_ arguments: [String]) throws(GameFlagError) -> Self {
    do {
      return try parse(arguments)
    } catch {
      throw GameFlagError(message(for: error), exitCode: exitCode(for: error).rawValue == 0 ? 0 : 2)
    }
  }

  /// The OPTIONS section of argument-parser's help for these options, one option a line or two, without
  /// the usage line and `--help`: what `arcade play --help` and `arcade generate --help` list for a game.
  public static var optionLines: [String] {
    let lines = helpMessage(columns: 80).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
    return lines[(start + 1)...].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.contains("--help") }
  }
}
