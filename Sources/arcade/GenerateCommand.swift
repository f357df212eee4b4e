import ArcadeCore
import ArcadeTUI
import ArgumentParser
import Foundation

/// Prints generated deals of a game, so they can be shared, printed, checked and benchmarked.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Print generated deals: \(GameCommandLines.arcade.generatorNames(.arcade())).",
    discussion: HelpRequest.isAsked ? GameCommandLines.arcade.generateHelp(.arcade()) : ""
  )

  @Argument(help: "The game: \(GameCommandLines.arcade.generatorNames(.arcade())).")
  var game: String

  @Argument(parsing: .allUnrecognized, help: "The game's own options (below).")
  var gameOptions: [String] = []

  func run() throws {
    do {
      let content = ContentLibrary(dataDirectory: DataDirectory.locate(environment: ProcessInfo.processInfo.environment))
      print(try output(registry: .arcade(), defaultSeed: Entropy.seed() % 1_000_000, content: content))
    } catch {
      FileHandle.standardError.write(Data("arcade: \(error)\n".utf8))
      throw ExitCode(error.exitCode)
    }
  }

  /// The text for this registry, or one line naming the problem.
  func output(
    registry: GameRegistry, commandLines: GameCommandLines = .arcade, defaultSeed: UInt64,
    content: ContentLibrary = ContentLibrary(dataDirectory: DataDirectory.locate(environment: ProcessInfo.processInfo.environment))
  ) throws(GameFlagError) -> String {
    guard let entry = registry.game(named: game) else { throw registry.unknownGame(game) }
    guard let printer = commandLines.printer(of: entry) else {
      throw GameFlagError("\(entry.title) has no generator; these do: \(commandLines.generatorNames(registry))")
    }
    return try printer.print(gameOptions, seed: defaultSeed, content: content)
  }
}
