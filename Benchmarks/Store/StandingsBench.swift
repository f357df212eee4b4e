import ArcadeCore
import ArcadeStore
import Foundation

/// This machine's TicTacToe standings (classic vs Normal) over `rounds` real games of eight players, each line a
/// fresh process: the unverified read (every round fetched and counted, none replayed), then the board as the arcade
/// opens it, in the first process (every game replayed, its verdict kept) and the next (verdicts found).
func standingsBench(rounds: Int) -> [String] {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-standings-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("arcade.sqlite").path
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try ScoreStore.openCreating(at: path)
    _ = try store.save(contentsOf: classicRounds(count: rounds, players: ["ada", "grace", "linus", "margaret", "ken", "barbara", "dennis", "frances"]))
  } catch {
    return ["standings: fixture failed: \(error)"]
  }
  return [("unverified", "standings-unchecked"), ("first process", "standings"), ("next process", "standings")].map { run, child in
    "standings: TicTacToe classic vs Normal over \(rounds) rounds, \(run): \(childOutput([child, path]) ?? "failed")"
  }
}

/// `arcade-bench standings[-unchecked] PATH`: the standings board read from a fresh store, and the time it took.
func standingsOpen(path: String, checking: Bool) throws -> String {
  let clock = ContinuousClock()
  let selection = TicTacToeLeaderboards.board(variant: .classic, opponent: .normal).selection
  var rows = 0
  var hidden = 0
  let elapsed = try clock.measure {
    guard let store = try ScoreStore.open(at: path, create: false) else { return }
    if checking {
      rows = try store.rounds(matching: selection).count
      hidden = store.lastCheck.withLock { $0.hiddenCount }
    } else {
      // What reading the rounds alone costs: every round, counted without a replay.
      guard case .standings(let streak) = selection.order else { return }
      let rounds = try store.allRounds().filter(selection.accepts)
      rows = PlayerStanding.rows(from: rounds, streak: streak, limit: selection.limit).count
    }
  }
  return "\(milliseconds(elapsed.seconds * 1000)) ms (\(rows) rows, \(hidden) hidden)"
}
