import ArcadeCore
import ArcadeStore
import Foundation

/// Measures the score store: single-round saves, then board queries at `rows` rounds. Returns printable lines.
///
/// Works in a fresh temporary folder that is removed afterwards.
func storeBench(rows: Int) -> [String] {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-store-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("arcade.sqlite").path
  let clock = ContinuousClock()
  var lines: [String] = []

  let store: ScoreStore
  do {
    store = try ScoreStore.openCreating(at: path)
  } catch {
    return ["store: \(error)"]
  }

  var generator = SeededGenerator(seed: 2024)
  let players = ["ada", "grace", "linus", "margaret", "ken", "barbara", "dennis", "frances"]
  let variants: [GameID: [String?]] = [
    .pathfinder: ["4x4", "5x5", "6x6"], .priceguess: ["easy", "hard"],
    .minesweeper: ["beginner", "intermediate", "expert"], .tictactoe: [nil],
    .wordmatch: ["en-de", "en-fr", "en-es", "de-fr"], .wordsearch: ["animals", "food", "space"],
  ]
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  let games: [GameID] = [.pathfinder, .priceguess, .minesweeper, .tictactoe, .wordmatch, .wordsearch]
  func makeRound(_ index: Int) -> PlayedRound {
    let game = games[index % games.count]
    let began = start.addingTimeInterval(Double(index) * 30)
    let duration = Int64(generator.int(in: 5_000...900_000))
    let outcome: RoundOutcome = generator.chance(0.6) ? .won : (generator.chance(0.8) ? .lost : .draw)
    return PlayedRound(
      game: game, player: generator.element(of: players), startedAt: began,
      endedAt: generator.chance(0.97) ? began.addingTimeInterval(Double(duration) / 1000) : nil,
      outcome: outcome, score: generator.int(in: 0...10_000), moves: generator.int(in: 1...400),
      durationMilliseconds: duration, variant: generator.element(of: variants[game]!),
      gridSize: 81, seed: generator.next(), assistance: generator.chance(0.1) ? .help : [], details: #"{"hints":0}"#)
  }

  // Single finished rounds, each its own transaction (what a game does when it ends).
  let singles = min(2000, rows)
  do {
    let elapsed = try clock.measure {
      for index in 0..<singles { try store.save(makeRound(index)) }
    }
    let seconds = elapsed.seconds
    lines.append(
      "store: \(singles) single-round saves (own transaction each): \(format(seconds * 1000)) ms, "
        + "\(Int(Double(singles) / seconds)) rounds/s, \(format(seconds * 1_000_000 / Double(singles))) µs each")
  } catch {
    return lines + ["store: save failed: \(error)"]
  }

  // Bulk fill in one transaction.
  if rows > singles {
    do {
      let remaining = rows - singles
      let elapsed = try clock.measure {
        try store.save(contentsOf: (singles..<rows).lazy.map { makeRound($0) })
      }
      lines.append(
        "store: bulk fill of \(remaining) rounds in one transaction: \(format(elapsed.seconds)) s "
          + "(\(Int(Double(remaining) / elapsed.seconds)) rounds/s)")
    } catch {
      return lines + ["store: bulk fill failed: \(error)"]
    }
  }
  let total = (try? store.count()) ?? -1
  lines.append("store: \(total) rounds; file \((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int).map { "\($0 / 1_048_576) MB" } ?? "?")")

  let queries: [(String, () throws -> Int)] = [
    ("top ten minesweeper/expert by duration (won, unassisted)", {
      try store.rounds(matching: RoundSelection(
        game: .minesweeper, variant: "expert", outcomes: [.won], unassistedOnly: true, order: .durationAscending,
        limit: 10)).count
    }),
    ("top ten wordmatch/en-de by score", {
      try store.rounds(matching: RoundSelection(game: .wordmatch, variant: "en-de", order: .scoreDescending, limit: 10)).count
    }),
    ("top ten tictactoe (all variants) by score", {
      try store.rounds(matching: RoundSelection(game: .tictactoe, order: .scoreDescending, limit: 10)).count
    }),
    ("last five pathfinder rounds", {
      try store.rounds(matching: RoundSelection(game: .pathfinder, order: .newestFirst, limit: 5)).count
    }),
    ("last 20 rounds of one player (sparkline)", {
      try store.recentRounds(game: .priceguess, player: "ada", limit: 20).count
    }),
  ]
  for (name, query) in queries {
    var samples: [Double] = []
    var returned = 0
    do {
      for _ in 0..<50 {
        let elapsed = try clock.measure { returned = try query() }
        samples.append(elapsed.seconds * 1000)
      }
    } catch {
      lines.append("store: \(name): failed: \(error)")
      continue
    }
    samples.sort()
    lines.append(
      "store: \(name) at \(total) rows: median \(format(samples[samples.count / 2])) ms, "
        + "max \(format(samples.last!)) ms (\(returned) rows)")
  }

  lines += checkAndLockBench(path: path, rounds: total)

  let plans: [(String, RoundSelection)] = [
    ("duration", RoundSelection(game: .minesweeper, variant: "expert", outcomes: [.won], unassistedOnly: true, order: .durationAscending, limit: 10)),
    ("score", RoundSelection(game: .wordmatch, variant: "en-de", order: .scoreDescending, limit: 10)),
    ("newest", RoundSelection(game: .pathfinder, order: .newestFirst, limit: 5)),
  ]
  for (name, selection) in plans {
    let plan = (try? store.queryPlan(for: selection).joined(separator: "; ")) ?? "?"
    lines.append("store: plan \(name): \(plan)")
  }
  return lines
}

/// What the front end pays for the score file's safety at `rounds` rounds: the `quick_check` before the first
/// write (off the main thread, after the first frame), the read-only open before the first frame, and both that
/// open and a save while another process (python3's sqlite3) holds `BEGIN EXCLUSIVE`.
private func checkAndLockBench(path: String, rounds: Int) -> [String] {
  let clock = ContinuousClock()
  var lines: [String] = []
  var verdict: StoreError?
  let check = clock.measure { verdict = ScoreStore.quickCheck(at: path, busyTimeout: ScoreFile.busyTimeout) }
  lines.append("store: quick_check at \(rounds) rounds: \(format(check.seconds * 1000)) ms (\(verdict.map { "\($0)" } ?? "ok"))")

  func openForMenu() -> (Double, String?) {
    var file: ScoreFile?
    let elapsed = clock.measure {
      file = ScoreFile(path: path)
      _ = try? file?.setting("player.name")
    }
    return (elapsed.seconds * 1000, file?.statusLine)
  }
  lines.append("store: menu open (read-only, settings) at \(rounds) rounds: \(format(openForMenu().0)) ms")

  let locker = Process()
  locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  locker.arguments = [
    "python3", "-c",
    "import sqlite3,sys,time; c=sqlite3.connect(sys.argv[1], isolation_level=None); c.execute('BEGIN EXCLUSIVE'); "
      + "print('locked', flush=True); sys.stdin.read()",
    path,
  ]
  let output = Pipe()
  let input = Pipe()
  locker.standardOutput = output
  locker.standardInput = input
  do {
    try locker.run()
  } catch {
    return lines + ["store: lock bench skipped: python3 not found"]
  }
  _ = output.fileHandleForReading.availableData  // "locked"
  let (lockedOpen, status) = openForMenu()
  lines.append("store: menu open with another process's write lock: \(format(lockedOpen)) ms")
  let file = ScoreFile(path: path)
  var checkWhileLocked = Duration.zero
  checkWhileLocked = clock.measure { file.checkForWriting() }
  var outcome: SaveResult?
  let save = clock.measure {
    outcome = file.keep(PlayedRound(game: .tictactoe, player: "bench", startedAt: Date(), endedAt: Date(), outcome: .draw))
  }
  lines.append(
    "store: while locked: check and open for writing \(format(checkWhileLocked.seconds * 1000)) ms, a save "
      + "\(format(save.seconds * 1000)) ms → \(outcome.map { "\($0)" } ?? "?"); status: \(status ?? file.statusLine ?? "none")")
  try? input.fileHandleForWriting.close()
  locker.waitUntilExit()
  let after = clock.measure { outcome = file.keep(PlayedRound(game: .tictactoe, player: "bench", startedAt: Date(), endedAt: Date(), outcome: .draw)) }
  lines.append("store: the next save after the lock is gone: \(format(after.seconds * 1000)) ms → \(outcome.map { "\($0)" } ?? "?")")
  return lines
}

private func format(_ value: Double) -> String {
  String(format: value < 10 ? "%.3f" : "%.1f", value)
}

