import ArcadeCore
import ArcadeStore
import Foundation

/// A board opened as the arcade opens it after a start: a fresh process, a fresh store, the first read. Each line is
/// one `arcade-bench board-open` child, so nothing the parent verified or loaded is kept for it: the first process
/// checks the rounds it shows (and keeps their verdicts in the file), the next finds them kept.
func boardOpenBench(rounds: Int, dataDirectory: String) -> [String] {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-board-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("arcade.sqlite").path
  let clock = ContinuousClock()
  var lines: [String] = []
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let made = try clock.measure { try boardFixture(path: path, rounds: rounds, dataDirectory: dataDirectory) }
    lines.append("boards: \(rounds) WordMatch en-es Normal and \(rounds) Ultimate vs Hard rounds made in \(String(format: "%.1f", made.seconds)) s")
  } catch {
    return ["boards: fixture failed: \(error)"]
  }
  // Each twice: the first process after the rounds were saved, then the next one.
  for board in BenchBoard.allCases {
    for run in ["first", "next"] {
      lines.append("boards: \(board.title), \(run) process: \(childOutput(["board-open", path, board.rawValue]) ?? "failed")")
    }
  }
  return lines
}

/// The boards `boardOpenBench` opens, by the name a child is given.
enum BenchBoard: String, CaseIterable {
  case wordmatch, ultimateHard = "ultimate-hard", everyRound = "every-round"

  var title: String {
    switch self {
    case .wordmatch: "WordMatch en-es · Normal best scores, first read"
    case .ultimateHard: "Ultimate vs Hard standings, first read"
    case .everyRound: "every round checked (as `arcade scores --all`)"
    }
  }
}

/// A score file with `rounds` honest WordMatch rounds (en-es, Normal) and as many Ultimate games against Hard.
func boardFixture(path: String, rounds: Int, dataDirectory: String) throws {
  try? FileManager.default.removeItem(atPath: path)
  let store = try ScoreStore.openCreating(at: path)
  let players = ["ada", "grace", "linus", "margaret", "ken", "barbara", "dennis", "frances"]
  let start = Date(timeIntervalSince1970: 1_780_000_000)
  var played: [PlayedRound] = []
  let list = try WordList(contentsOfFile: dataDirectory + "/wordmatch/en-es.json")
  for index in 0..<rounds {
    for finished in [wordMatchRound(seed: UInt64(index), list: list).recordedRound,
                     ultimateGame(seed: UInt64(index), opponent: .hard).recordedRound].compactMap({ $0 }) {
      let began = start.addingTimeInterval(Double(played.count) * 120)
      let ended = began.addingTimeInterval(Double(finished.durationMilliseconds ?? 0) / 1000)
      played.append(finished.playedRound(player: players[index % players.count], startedAt: began, endedAt: ended))
    }
  }
  _ = try store.save(contentsOf: played)
}

/// `arcade-bench board-open PATH BOARD`: opens the score file and reads one board, printing the time it took.
func boardOpen(path: String, board: BenchBoard, dataDirectory: String) throws -> String {
  let clock = ContinuousClock()
  let games = GameDefinitions.arcade.reading(ContentLibrary(dataDirectory: dataDirectory))
  var shown = 0
  var hidden = 0
  let elapsed = try clock.measure {
    guard let store = try ScoreStore.open(at: path, create: false, games: games) else { return }
    switch board {
    case .wordmatch:
      shown = try store.rounds(matching: WordMatchLeaderboards.bestScores(languagePair: "en-es", speed: .normal).selection).count
    case .ultimateHard:
      shown = try store.rounds(matching: TicTacToeLeaderboards.board(variant: .ultimate, opponent: .hard).selection).count
    case .everyRound:
      // As `arcade scores --all` checks them: through the verdicts the file keeps.
      for verdict in store.verdicts(on: try store.allRounds()).values {
        if verdict.isShown { shown += 1 } else { hidden += 1 }
      }
    }
    hidden += store.lastCheck.withLock { $0.hiddenCount }
  }
  return "\(milliseconds(elapsed.seconds * 1000)) ms (\(shown) rows, \(hidden) hidden)"
}

/// What a child `arcade-bench` printed, its last line; nil when it failed.
func childOutput(_ arguments: [String]) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
}

extension Duration {
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
