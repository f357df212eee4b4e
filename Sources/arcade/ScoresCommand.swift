import ArcadeCore
import ArcadeStore
import ArcadeTUI
import ArgumentParser
import Foundation

/// Prints the leaderboards, or exports every round as CSV.
struct ScoresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scores",
    abstract: "Print the leaderboards as a table or JSON, or export every round as CSV."
  )

  @Argument(help: "Only this game's boards: \(GameRegistry.arcade().names) (any case).")
  var game: String?

  @Option(help: "Rows per board (default: each board's own, e.g. 5 or 10).")
  var limit: Int?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Option(help: "Write every round to this CSV file instead of printing boards.")
  var export: String?

  @Flag(help: "Every round, newest first, with the ones no board ranks (help, a chosen seed) marked.")
  var all = false

  @OptionGroup var storage: StoreOptions

  func validate() throws {
    if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more") }
    if all && (json || export != nil) { throw ValidationError("--all prints a table; it takes no --json or --export") }
    if export != nil && (json || limit != nil || game != nil) {
      throw ValidationError("--export writes every round as CSV; it takes no game, --json or --limit")
    }
  }

  func run() throws {
    print(try output(registry: .arcade()), terminator: "")
  }

  /// What `scores` prints for this registry's games.
  func output(registry: GameRegistry) throws -> String {
    var printed = ""
    func print(_ text: String, terminator: String = "\n") { printed += text + terminator }
    let games: [ArcadeGame]
    if let game {
      guard let entry = registry.game(named: game) else { fail(registry.unknownGame(game).description) }
      games = [entry]
    } else {
      games = registry.games
    }
    let environment = ProcessInfo.processInfo.environment
    guard let location = StoreLocation.resolve(explicitPath: storage.db, environment: environment) else {
      fail("no score database: HOME is not set; pass --db PATH or set ARCADE_DB")
    }
    let store: ScoreStore?
    do {
      store = try ScoreStore.open(at: location.path, create: false)
    } catch {
      fail("\(error)")
    }
    if let export {
      guard let store else {
        print("No scores yet: there is no database at \(location.path). Nothing exported.")
        return printed
      }
      do {
        let count = try RoundsCSV.export(from: store, to: export)
        print("Wrote \(counted(count, "round")) to \(export).")
      } catch {
        fail("\(error)")
      }
      return printed
    }
    guard let store else {
      print(json ? "[]" : "No scores yet: there is no database at \(location.path). Play a game to get on the boards.")
      return printed
    }
    if all {
      do {
        print(RoundHistory.render(try store.allRounds().filter { round in games.contains { $0.id == round.game } }, registry: registry))
      } catch {
        fail("\(error)")
      }
      return printed
    }
    let content = ContentLibrary(dataDirectory: DataDirectory.locate(environment: environment))
    var reports: [LeaderboardReport] = []
    for entry in games {
      for board in entry.boards(content).boards {
        do {
          var report = try store.report(for: board, limit: limit)
          report.gameTitle = entry.title
          reports.append(report)
        } catch {
          fail("\(error)")
        }
      }
    }
    if json {
      print(LeaderboardJSON.encode(reports), terminator: "")
    } else if reports.isEmpty {
      print("No boards for \(games.count == 1 ? games[0].title : "any game") yet.")
    } else {
      print(LeaderboardTextTable.render(reports), terminator: "")
    }
    return printed
  }

  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    Foundation.exit(1)
  }
}
