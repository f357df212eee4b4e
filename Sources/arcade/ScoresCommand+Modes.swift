import ArcadeCore
import ArcadeShared
import ArcadeStore
import ArcadeTUI
import ArgumentParser
import Foundation

/// The modes of `arcade scores`, one small function each; `output` picks one.
extension ScoresCommand {
  /// The games asked for: the one named, or every game.
  func selectedGames(_ registry: GameRegistry) -> [ArcadeGame] {
    guard let game else { return registry.games }
    if dailyDay != nil { return registry.games.filter { $0.daily != nil } }
    guard let entry = registry.game(named: game) else { fail(registry.unknownGame(game).description) }
    return [entry]
  }

  /// Where the scores are: a file, or a shared board in front of a local file.
  func resolvedTarget(environment: [String: String]) -> StoreTarget {
    do {
      return try StoreTarget.resolve(db: storage.db, local: storage.local, environment: environment)
    } catch .noLocation {
      fail("no score database: HOME is not set; pass --db PATH or set ARCADE_DB")
    } catch .sharedBoardNotBuiltIn {
      fail(StoreTargetError.sharedBoardNotBuiltIn.description, status: 2)
    } catch {
      fail(error.description)
    }
  }

  /// `--init` and `--sync`: what they print, or nil when neither was asked for.
  func sharedBoardSetUp(_ target: StoreTarget) throws -> String? {
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
      return nil
    }
  }

  /// `--recover`: copies what can be read into a new file and says how much.
  func recovered(_ location: StoreLocation) -> String {
    do {
      let report = try ScoreRecovery.recover(from: location.path)
      return "Recovered \(counted(report.rounds, "round")) and \(counted(report.settings, "setting")) into \(report.target)"
        + (report.partlyRecovered > 0
          ? " (\(report.partlyRecovered) of them rebuilt from the indexes: no uid, moves, seed or details)" : "")
        + (report.lostRounds > 0 ? "; \(counted(report.lostRounds, "round")) could not be read." : ".")
        + " \(location.path) was left as it was.\n"
    } catch {
      fail("\(error)")
    }
  }

  /// `--export FILE`: every round as CSV.
  func exported(_ store: ScoreStore?, to export: String, location: StoreLocation) -> String {
    if sameFile(export, location.path) {
      fail("--export \(export) is the score database itself; name a new file, e.g. rounds.csv")
    }
    guard let store else { return "No scores yet: there is no database at \(location.path). Nothing exported.\n" }
    do {
      return "Wrote \(counted(try RoundsCSV.export(from: store, to: export, withMoves: withMoves), "round")) to \(export).\n"
    } catch {
      fail(error)
    }
  }

  #if SharedBoard
  /// The shared board's boards, or nil (after a line on stderr) when it did not answer: then this machine's.
  ///
  /// Each row is replayed once per machine: its verdict is looked up in, and kept in, the local file at `localPath`
  /// (as the arcade's screens keep them), when that file can be written.
  func sharedBoards(
    _ url: SharedBoardURL, store: ScoreStore?, localPath: String, games: [ArcadeGame], content: ContentLibrary
  ) -> String? {
    // Read through the read-only connection: a file from before the `pushed` table counts none.
    let waiting = (try? store?.roundsWaitingCount(for: url.serverKey)) ?? 0
    let verdicts = store == nil ? nil : (try? ScoreStore.open(at: localPath, create: false, busyTimeout: 1)) ?? nil
    let read = SharedBoardCommands.reports(url, games: games, content: content, limit: limit, boards: boards(content), verdicts: verdicts)
    switch read {
    case .success(let (reports, skipped)):
      if skipped > 0 { warn("\(counted(skipped, "row")) of the shared board skipped: out of range") }
      if waiting > 0 { warn("\(counted(waiting, "round")) of this machine wait to be sent; `arcade scores --sync` sends them") }
      return render(reports, games: games)
    case .failure(let problem):
      warn(SharedScoreKeeper.unreachableLine(problem, waiting: waiting) + "; showing this machine's rounds")
      return nil
    }
  }
  #endif

  /// `--all`: every round of the games asked for, newest first.
  func history(_ store: ScoreStore, games: [ArcadeGame], registry: GameRegistry, content: ContentLibrary) -> String {
    do {
      let rounds = try store.allRounds().filter { round in games.contains { $0.id == round.game } }
      let boards = Dictionary(uniqueKeysWithValues: games.map { ($0.id, $0.boards(content)) })
      // Through the file's kept verdicts: a round checked by an earlier run is not replayed again.
      let verdicts = store.verdicts(on: rounds)
      let verdict = { (round: PlayedRound) in round.id.flatMap { verdicts[$0] } ?? .notReplayable }
      if json { return RoundHistory.json(rounds, registry: registry, boards: boards, content: content, verdict: verdict) }
      return RoundHistory.render(rounds, registry: registry, boards: boards, content: content, verdict: verdict) + "\n"
    } catch {
      fail(error)
    }
  }

  /// The boards to print of a game: its own, or with `daily` its dailies of the day (`--date`, else today).
  func boards(_ content: ContentLibrary) -> (ArcadeGame) -> [Leaderboard] {
    guard let day = dailyDay else { return { $0.boards(content).boards } }
    return { game in
      guard let ranking = game.definition.daily?.ranking else { return [] }
      return (game.daily?.keys(content) ?? []).map { Leaderboard.daily(game.id, DailyVariant(day: day, key: $0), ranking: ranking) }
    }
  }

  /// The boards of the games asked for, from the local file.
  func boards(_ store: ScoreStore, games: [ArcadeGame], content: ContentLibrary) -> String {
    var reports: [LeaderboardReport] = []
    for entry in games {
      for board in boards(content)(entry) {
        do {
          var report = try store.report(for: board, limit: limit)
          report.gameTitle = entry.title
          reports.append(report)
        } catch {
          fail(error)
        }
      }
    }
    return render(reports, games: games)
  }
}
