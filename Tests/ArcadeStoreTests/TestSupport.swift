import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB

@testable import ArcadeStore

/// The file's bytes, or nil when it cannot be read.
func bytes(of path: String) -> Data? {
  FileManager.default.contents(atPath: path)
}

/// True when this process ignores file permissions (root), so chmod cannot make a file read-only for it.
let permissionsAreIgnored = geteuid() == 0

/// Opens (creating) a store, failing the test with the store's own message.
func makeStore(at path: String) throws -> ScoreStore {
  try ScoreStore.openCreating(at: path)
}

/// A store holding `rounds`, released before returning so the file is closed and checkpointed.
func makeFile(at path: String, rounds: [PlayedRound] = []) throws {
  let store = try makeStore(at: path)
  try store.save(contentsOf: rounds)
}


extension Leaderboard {
  /// Highest score first, with a left-aligned player column and a right-aligned score column.
  static let mockScores = Leaderboard(
    game: .pathfinder, title: "5x5 — highest score",
    selection: RoundSelection(game: .pathfinder, variant: "5x5", order: .scoreDescending, limit: 10),
    columns: [
      LeaderboardColumn("Player", alignment: .left) { $0.round.player },
      LeaderboardColumn("Score") { $0.round.score.map(String.init) ?? "-" },
    ],
    rank: { rounds in RankedRound.competitionRanked(rounds.map { ($0, $0.score.map(Double.init)) }) })

  /// Like `mockScores`, with its own "Rank" column first (as every game's board has) and a duration figure.
  static let mockRanked = Leaderboard(
    game: .minesweeper, title: "Last five rounds",
    selection: RoundSelection(game: .minesweeper, order: .durationAscending, limit: 5),
    columns: [
      LeaderboardColumn("Rank") { "\($0.rank)" },
      LeaderboardColumn("Player", alignment: .left) { $0.round.player },
      LeaderboardColumn("Time") { $0.round.durationMilliseconds.map { formatDuration(milliseconds: $0) } ?? "-" },
    ],
    rank: { rounds in
      RankedRound.competitionRanked(
        rounds.sorted { ($0.durationMilliseconds ?? .max) < ($1.durationMilliseconds ?? .max) }
          .map { ($0, $0.durationMilliseconds.map(Double.init)) })
    })
}

/// Another connection holding `BEGIN EXCLUSIVE` on a database, as another process holding its write lock would.
///
/// SQLite's locks work between connections of one process as between processes.
final class Locker {
  private let queue: DatabaseQueue

  init(path: String) throws {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
  }

  func release() throws {
    try queue.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
    try queue.close()
  }
}

/// A copy of `file` with page `page` (4 KiB) overwritten by seeded noise.
func damaged(_ file: Data, page: Int, seed: UInt64) -> Data {
  var generator = SeededGenerator(seed: seed)
  var copy = file
  let range = page * 4096..<min((page + 1) * 4096, file.count)
  copy.replaceSubrange(range, with: range.map { _ in UInt8(truncatingIfNeeded: generator.next()) })
  return copy
}

/// Writes `data` at `path`.
func write(_ data: Data, to path: String) throws {
  try data.write(to: URL(fileURLWithPath: path))
}

extension SaveResult {
  var isWaiting: Bool {
    if case .waiting = self { return true }
    return false
  }
}
