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

  @Argument(help: "Only this game's boards: \(GameRegistry.arcade().names) (any case); `daily` for the day's daily boards.")
  var game: String?

  @Option(help: ArgumentHelp("With `daily`: the boards of this UTC day (YYYY-MM-DD) instead of today's.", valueName: "date"))
  var date: String?

  /// The day of `arcade scores daily`, nil for any other report.
  var dailyDay: DailyDate? {
    guard game?.lowercased() == "daily" else { return nil }
    return date.flatMap(DailyDate.init) ?? DailyDate(containing: Date())
  }

  // Unconditional, so that `--limit -1` reaches the check below instead of reading as an unknown option.
  @Option(parsing: .unconditional, help: "Rows per board (default: each board's own, e.g. 5 or 10).")
  var limit: Int?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Option(help: "Write every round to this CSV file instead of printing boards.")
  var export: String?

  @Flag(name: .customLong("with-moves"), help: "With --export or --json: each round's deal and moves too (base64), which replay and check it.")
  var withMoves = false

  @Flag(help: "Every round, newest first, with the ones no board ranks (help, a chosen seed, moves that do not give the round) marked.")
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
    if let date {
      guard game?.lowercased() == "daily" else { throw ValidationError("--date goes with `arcade scores daily`") }
      guard DailyDate(date) != nil else { throw ValidationError("--date must be a day written YYYY-MM-DD, such as 2026-11-26, not '\(date)'") }
    }
    if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more") }
    if all && export != nil { throw ValidationError("--all prints every round; it takes no --export (--export writes them all)") }
    if withMoves && !json && export == nil { throw ValidationError("--with-moves goes with --export or --json") }
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

  /// What `scores` prints for this registry's games: one mode, each in a function of its own.
  func output(registry: GameRegistry) throws -> String {
    let games = selectedGames(registry)
    let environment = ProcessInfo.processInfo.environment
    let target = resolvedTarget(environment: environment)
    if let done = try sharedBoardSetUp(target) { return done }
    // With a shared board, --export, --all, --recover and --import work on the local file, as without one.
    let location = target.localLocation
    if recover { return recovered(location) }
    if let importFrom { return RoundImportCommand.run(importFrom, into: location.path, busyTimeout: Self.busyTimeout) }
    let content = ContentLibrary(dataDirectory: DataDirectory.locate(environment: environment))
    let store: ScoreStore?
    do {
      // Its boards re-deal rounds of the games dealt from content from the content this arcade reads.
      store = try ScoreStore.open(
        at: location.path, create: false, access: .readOnly, busyTimeout: Self.busyTimeout, games: registry.definitions.reading(content))
    } catch {
      fail(error)
    }
    defer { if let store { notes(store: store, path: location.path) } }
    if let export { return exported(store, to: export, location: location) }
    #if SharedBoard
    if !all, case .shared(let url, let local) = target,
      let shared = sharedBoards(url, store: store, localPath: local.path, games: games, content: content)
    {
      return shared
    }
    #endif
    guard let store else {
      return json ? "[]\n" : "No scores yet: there is no database at \(location.path). Play a game to get on the boards.\n"
    }
    if all { return history(store, games: games, registry: registry, content: content) }
    return boards(store, games: games, content: content)
  }

  /// The boards as JSON (every board, for scripts) or as text tables (those with rounds, unless --all-boards).
  func render(_ reports: [LeaderboardReport], games: [ArcadeGame]) -> String {
    if json { return LeaderboardJSON.encode(reports, withMoves: withMoves) }
    if reports.isEmpty { return "No boards for \(games.count == 1 ? games[0].title : "any game") yet.\n" }
    if allBoards { return LeaderboardTextTable.render(reports) }
    let played = reports.filter { !$0.rows.isEmpty || $0.hidden.hiddenCount > 0 }
    let empty = reports.count - played.count
    let leftOut = empty == 0 ? "" : "\(counted(empty, "empty board")) left out; --all-boards prints every one.\n"
    if played.isEmpty { return "No rounds on any board yet. " + leftOut }
    return LeaderboardTextTable.render(played) + (leftOut.isEmpty ? "" : "\n" + leftOut)
  }

  /// Lines on stderr about what the output leaves out: rows that could not be read, rounds waiting in the journal.
  func notes(store: ScoreStore, path: String) {
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

  func sameFile(_ one: String, _ other: String) -> Bool {
    var a = stat()
    var b = stat()
    return stat(one, &a) == 0 && stat(other, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
  }

  func warn(_ message: String) {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
  }

  /// A store error, with the way out when the file is damaged.
  func fail(_ error: StoreError) -> Never {
    fail("\(error)" + (error.meansDamaged ? " `arcade scores --recover` copies what can be read into a new file." : ""))
  }

  func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    Foundation.exit(status)
  }
}
