import ArcadeCore
import ArcadeShared
import ArcadeStore
import ArcadeTUI
import ArgumentParser
import Foundation

/// Prints the leaderboards, exports every round as CSV, or copies what can be read out of a damaged file.
///
/// Only ever reads the database, through a read-only connection: the file's bytes
/// never change, and a writer's lock does not hold a report up (WAL readers do not wait).
struct ScoresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scores",
    abstract: "Print the leaderboards as a table or JSON, or export every round as CSV."
  )

  /// How long a report waits for a lock it cannot read through (only while a crashed writer's log is recovered).
  static let busyTimeout: TimeInterval = 1

  @Argument(help: "Only this game's boards: \(GameRegistry.arcade().names) (any case).")
  var game: String?

  // Unconditional, so that `--limit -1` reaches the check below instead of reading as an unknown option.
  @Option(parsing: .unconditional, help: "Rows per board (default: each board's own, e.g. 5 or 10).")
  var limit: Int?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Option(help: "Write every round to this CSV file instead of printing boards.")
  var export: String?

  @Flag(help: "Every round, newest first, with the ones no board ranks (help, a chosen seed) marked.")
  var all = false

  @Flag(name: .customLong("all-boards"), help: "Print every board, the empty ones too (by default the table leaves them out and says how many).")
  var allBoards = false

  @Option(
    name: .customLong("import"),
    help: "Save the rounds in this file (the lines the arcade printed at exit for rounds it could not save, or a waiting journal); - reads them from stdin. Rounds already saved are not doubled.")
  var importFrom: String?

  @Flag(help: "Copy what can still be read from a damaged score file into a new file beside it (the damaged file is left as it is).")
  var recover = false

  @Flag(
    name: .customLong("init"),
    help: "With --db postgres://…: create the shared board's tables and indexes, and print the grants a player's role needs.")
  var initialize = false

  @Flag(help: "With --db postgres://…: send the rounds this machine has not sent yet; says how many went, were already there, or failed and why.")
  var sync = false

  @OptionGroup var storage: StoreOptions

  func validate() throws {
    if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more") }
    if all && (json || export != nil) { throw ValidationError("--all prints a table; it takes no --json or --export") }
    if allBoards && (all || export != nil || recover) { throw ValidationError("--all-boards prints boards; it takes no --all, --export or --recover") }
    if export != nil && (json || limit != nil || game != nil) {
      throw ValidationError("--export writes every round as CSV; it takes no game, --json or --limit")
    }
    if importFrom != nil && (export != nil || json || limit != nil || game != nil || all || allBoards || recover) {
      throw ValidationError("--import saves rounds; it takes no game, --json, --limit, --export, --all or --recover")
    }
    if recover && (export != nil || json || limit != nil || game != nil) {
      throw ValidationError("--recover copies the whole file; it takes no game, --json, --limit or --export")
    }
    if initialize && sync { throw ValidationError("--init or --sync, not both") }
    if (initialize || sync) && (json || export != nil || all || recover || limit != nil || game != nil) {
      throw ValidationError("--\(initialize ? "init" : "sync") takes no game, --json, --limit, --export, --all or --recover")
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
    let target: StoreTarget
    do {
      target = try StoreTarget.resolve(db: storage.db, local: storage.local, environment: environment)
    } catch .noLocation {
      fail("no score database: HOME is not set; pass --db PATH or set ARCADE_DB")
    } catch .sharedBoardNotBuiltIn {
      fail(StoreTargetError.sharedBoardNotBuiltIn.description, status: 2)
    } catch {
      fail(error.description)
    }
    // With a shared board, --export, --all and --recover work on the local file, as without one.
    let location = target.localLocation
    switch target {
    #if SharedBoard
    case .shared(let url, _) where initialize:
      return SharedBoardCommands.setUp(url)
    case .shared(let url, let local) where sync:
      let (line, failed) = SharedBoardCommands.push(url, localPath: local.path)
      guard !failed else {
        FileHandle.standardError.write(Data("arcade: \(line)".utf8))
        throw ExitCode(1)
      }
      return line
    #endif
    case .file where initialize || sync:
      fail("--\(initialize ? "init" : "sync") is for a shared board: pass --db postgres://USER@HOST:PORT/DB (or set ARCADE_DB to one)")
    default:
      break
    }
    if let importFrom { return RoundImportCommand.run(importFrom, into: location.path, busyTimeout: Self.busyTimeout) }
    if recover {
      do {
        let report = try ScoreRecovery.recover(from: location.path)
        print(
          "Recovered \(counted(report.rounds, "round")) and \(counted(report.settings, "setting")) into \(report.target)"
            + (report.partlyRecovered > 0
              ? " (\(report.partlyRecovered) of them rebuilt from the indexes: no uid, moves, seed or details)" : "")
            + (report.lostRounds > 0 ? "; \(counted(report.lostRounds, "round")) could not be read." : ".")
            + " \(location.path) was left as it was.")
      } catch {
        fail("\(error)")
      }
      return printed
    }
    let store: ScoreStore?
    do {
      store = try ScoreStore.open(at: location.path, create: false, access: .readOnly, busyTimeout: Self.busyTimeout)
    } catch {
      fail(error)
    }
    defer { if let store { notes(store: store, path: location.path) } }
    if let export {
      if sameFile(export, location.path) {
        fail("--export \(export) is the score database itself; name a new file, e.g. rounds.csv")
      }
      guard let store else {
        print("No scores yet: there is no database at \(location.path). Nothing exported.")
        return printed
      }
      do {
        let count = try RoundsCSV.export(from: store, to: export)
        print("Wrote \(counted(count, "round")) to \(export).")
      } catch {
        fail(error)
      }
      return printed
    }
    let content = ContentLibrary(dataDirectory: DataDirectory.locate(environment: environment))
    #if SharedBoard
    if !all, case .shared(let url, _) = target {
      // Read through the read-only connection: a file from before the `pushed` table counts none.
      let waiting = (try? store?.roundsWaitingCount(for: url.serverKey)) ?? 0
      switch SharedBoardCommands.reports(url, games: games, content: content, limit: limit) {
      case .success(let (reports, skipped)):
        print(render(reports, games: games), terminator: "")
        if skipped > 0 { warn("\(counted(skipped, "row")) of the shared board skipped: out of range") }
        if waiting > 0 { warn("\(counted(waiting, "round")) of this machine wait to be sent; `arcade scores --sync` sends them") }
        return printed
      case .failure(let problem):
        warn(SharedScoreKeeper.unreachableLine(problem, waiting: waiting) + "; showing this machine's rounds")
      }
    }
    #endif
    guard let store else {
      print(json ? "[]" : "No scores yet: there is no database at \(location.path). Play a game to get on the boards.")
      return printed
    }
    if all {
      do {
        print(RoundHistory.render(try store.allRounds().filter { round in games.contains { $0.id == round.game } }, registry: registry))
      } catch {
        fail(error)
      }
      return printed
    }
    var reports: [LeaderboardReport] = []
    for entry in games {
      for board in entry.boards(content).boards {
        do {
          var report = try store.report(for: board, limit: limit)
          report.gameTitle = entry.title
          reports.append(report)
        } catch {
          fail(error)
        }
      }
    }
    print(render(reports, games: games), terminator: "")
    return printed
  }

  /// The boards as JSON (every board, for scripts) or as text tables (those with rounds, unless --all-boards).
  private func render(_ reports: [LeaderboardReport], games: [ArcadeGame]) -> String {
    if json { return LeaderboardJSON.encode(reports) }
    if reports.isEmpty { return "No boards for \(games.count == 1 ? games[0].title : "any game") yet.\n" }
    if allBoards { return LeaderboardTextTable.render(reports) }
    let played = reports.filter { !$0.rows.isEmpty }
    let empty = reports.count - played.count
    let leftOut = empty == 0 ? "" : "\(counted(empty, "empty board")) left out; --all-boards prints every one.\n"
    if played.isEmpty { return "No rounds on any board yet. " + leftOut }
    return LeaderboardTextTable.render(played) + (leftOut.isEmpty ? "" : "\n" + leftOut)
  }

  /// Lines on stderr about what the output leaves out: rows that could not be read, rounds waiting in the journal.
  private func notes(store: ScoreStore, path: String) {
    let skipped = store.unreadableRoundCount
    if skipped > 0 {
      warn("\(counted(skipped, "stored round")) could not be read and \(skipped == 1 ? "was" : "were") skipped")
    }
    let outOfRange = store.outOfRangeRoundCount
    if outOfRange > 0 { warn("\(counted(outOfRange, "stored round")) skipped: out of range") }
    let journal = RoundJournal(beside: path)
    let waiting = journal.read().rounds.count
    if waiting > 0 {
      warn("\(counted(waiting, "round")) waiting to be saved in \(journal.path) \(waiting == 1 ? "is" : "are") not shown; the next arcade that can write the score file saves them")
    }
  }

  private func sameFile(_ one: String, _ other: String) -> Bool {
    var a = stat()
    var b = stat()
    return stat(one, &a) == 0 && stat(other, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  private func warn(_ message: String) {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
  }

  /// A store error, with the way out when the file is damaged.
  private func fail(_ error: StoreError) -> Never {
    fail("\(error)" + (error.meansDamaged ? " `arcade scores --recover` copies what can be read into a new file." : ""))
  }

  private func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    Foundation.exit(status)
  }
}
