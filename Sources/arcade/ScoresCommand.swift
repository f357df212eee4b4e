import ArcadeCore
import ArcadeStore
import ArgumentParser
import Foundation

/// Prints the leaderboards, or exports every round as CSV.
struct ScoresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scores",
    abstract: "Print the leaderboards as a table or JSON, or export every round as CSV."
  )

  @Argument(help: "Only this game's boards: \(GameID.allCases.map(\.rawValue).joined(separator: ", ")).")
  var game: GameID?

  @Option(help: "Rows per board (default: each board's own, e.g. 5 or 10).")
  var limit: Int?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Option(help: "Write every round to this CSV file instead of printing boards.")
  var export: String?

  @OptionGroup var storage: StoreOptions

  func validate() throws {
    if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
    if export != nil && (json || limit != nil || game != nil) {
      throw ValidationError("--export writes every round as CSV; it takes no game, --json or --limit")
    }
  }

  func run() throws {
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
        return
      }
      do {
        let count = try RoundsCSV.export(from: store, to: export)
        print("Wrote \(counted(count, "round")) to \(export).")
      } catch {
        fail("\(error)")
      }
      return
    }
    guard let store else {
      print(json ? "[]" : "No scores yet: there is no database at \(location.path). Play a game to get on the boards.")
      return
    }
    var reports: [LeaderboardReport] = []
    for game in game.map({ [$0] }) ?? GameID.allCases {
      for board in GameBoardsCatalog.boards(for: game, dataDirectory: DataDirectory.locate(environment: environment)).boards {
        do {
          reports.append(try store.report(for: board, limit: limit))
        } catch {
          fail("\(error)")
        }
      }
    }
    if json {
      print(LeaderboardJSON.encode(reports), terminator: "")
    } else if reports.isEmpty {
      print("No boards for \(game?.title ?? "any game") yet.")
    } else {
      print(LeaderboardTextTable.render(reports), terminator: "")
    }
  }

  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    Foundation.exit(1)
  }
}
