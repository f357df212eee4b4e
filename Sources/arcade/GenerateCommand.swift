import ArcadeCore
import ArcadeTUI
import ArgumentParser
import Foundation

/// Prints generated deals of a game, so they can be shared, printed, checked and benchmarked.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Print generated deals: \(GameRegistry.arcade().generatorNames).",
    discussion: HelpRequest.isAsked ? GameRegistry.arcade().generateHelp : ""
  )

  @Argument(help: "The game: \(GameRegistry.arcade().generatorNames).")
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
    registry: GameRegistry, defaultSeed: UInt64,
    content: ContentLibrary = ContentLibrary(dataDirectory: DataDirectory.locate(environment: ProcessInfo.processInfo.environment))
  ) throws(GameFlagError) -> String {
    guard let entry = registry.game(named: game) else { throw registry.unknownGame(game) }
    guard let generator = entry.generator else {
      throw GameFlagError("\(entry.title) has no generator; these do: \(registry.generatorNames)")
    }
    return try generator.run(gameOptions, defaultSeed, content)
  }
}
