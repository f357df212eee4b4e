#if SharedBoard
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import PostgresNIO

/// A local score file holding `rounds` rounds saved as the front end saves them (each with a uid and its moves:
/// real Beginner wins, which a board replays), for the load test.
func sharedBoardFixture(path: String, rounds: Int, player: String) throws {
  let store = try ScoreStore.openCreating(at: path)
  let start = Date(timeIntervalSince1970: 1_700_000_000)
  for index in 0..<rounds {
    let seed = UInt64(index) &* 0x9E37_79B9 ^ UInt64(truncatingIfNeeded: player.hashValue)
    let round = minesweeperWin(.beginner, seed: seed, pace: 700).recordedRound!
      .playedRound(player: player, startedAt: start, endedAt: start.addingTimeInterval(Double(index)))
    try store.save(round, uid: UUID().uuidString)
  }
}

/// How many rounds the shared board at `address` holds.
func sharedBoardCount(address: String) throws -> Int {
  let client = SharedBoardClient(url: try SharedBoardURL(parsing: address, environment: [:]), connectTimeout: 10)
  defer { client.close() }
  return try client.roundCount()
}

/// Push throughput, and the top-ten and last-five queries on a board of `rows` rounds: plans and timings.
func sharedBoardBench(address: String, rows: Int) throws -> [String] {
  let admin = try SharedBoardURL(parsing: address, environment: [:])
  let adminClient = SharedBoardClient(url: admin, connectTimeout: 10, queryTimeout: 600)
  try adminClient.run("DROP DATABASE IF EXISTS arcade_bench WITH (FORCE)")
  try adminClient.run("CREATE DATABASE arcade_bench")
  adminClient.close()
  var board = admin
  board.database = "arcade_bench"
  // The query timings are of the queries: the filled rows carry no real moves, so this client does not check them.
  let client = SharedBoardClient(url: board, connectTimeout: 10, queryTimeout: 600, checksMoves: false)
  defer { client.close() }
  _ = try client.initialize()
  var lines: [String] = []

  // Push throughput: one local file's rounds, in batches of SharedBoardSync.batchSize.
  let folder = NSTemporaryDirectory() + "arcade-bench-push-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let pushed = 20_000
  try sharedBoardFixture(path: folder + "/local.sqlite", rounds: pushed, player: "bench")
  let began = Date()
  let report = SharedBoardSync(client: client, localPath: folder + "/local.sqlite", machine: "bench").push()
  let pushSeconds = Date().timeIntervalSince(began)
  lines.append(
    "push: \(report.sent) rounds in \(String(format: "%.2f", pushSeconds)) s = \(Int(Double(report.sent) / pushSeconds)) rounds/s"
      + " (batches of \(SharedBoardSync.batchSize), local marks included)")

  // A board of `rows` rounds over six games and four variants, filled on the server.
  let filled = Date()
  try client.run(
    """
    INSERT INTO arcade_round (uid, player_id, player, machine, game, started_at, ended_at, outcome, score, duration_ms,
      variant, assisted, details, tape)
    SELECT 'fill-' || i, 'p' || (i % 500), 'player' || (i % 500), 'm' || (i % 8),
      (ARRAY['minesweeper','pathfinder','wordmatch','wordsearch','tictactoe','priceguess'])[1 + i % 6],
      1700000000000 + i * 1000, 1700000000000 + i * 1000 + 60000,
      CASE WHEN i % 3 = 0 THEN 'lost' ELSE 'won' END, (i * 7919) % 100000, 1000 + (i * 104729) % 600000,
      'v' || (i % 4), CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END, '{}', '\\x00'::bytea
    FROM generate_series(1, \(rows)) AS i
    """)
  try client.run("VACUUM ANALYZE arcade_round")
  lines.append("fill: \(rows) rounds on the server in \(String(format: "%.1f", Date().timeIntervalSince(filled))) s")

  let boards: [(String, RoundSelection)] = [
    ("top ten by score (game, variant, won)", RoundSelection(game: .minesweeper, variant: "v1", outcomes: [.won], order: .scoreDescending, limit: 10)),
    ("top ten fastest (game, variant, won)", RoundSelection(game: .minesweeper, variant: "v1", outcomes: [.won], order: .durationAscending, limit: 10)),
    ("top ten by score (game, any variant)", RoundSelection(game: .wordmatch, order: .scoreDescending, limit: 10)),
    ("last five (game)", RoundSelection(game: .pathfinder, order: .newestFirst, limit: 5)),
    ("last five (game, variant)", RoundSelection(game: .pathfinder, variant: "v2", order: .newestFirst, limit: 5)),
  ]
  for (name, selection) in boards {
    let plan = try client.queryPlan(for: selection, analyze: true)
    let sorted = plan.contains { $0.contains("Sort") }
    let scan = plan.first { $0.contains("Index Scan") || $0.contains("Seq Scan") }?.trimmingCharacters(in: .whitespaces) ?? "?"
    let serverTime = plan.first { $0.hasPrefix("Execution Time") } ?? "?"
    var times: [Double] = []
    for _ in 0..<200 {
      let start = Date()
      _ = try client.rounds(matching: selection)
      times.append(Date().timeIntervalSince(start) * 1000)
    }
    times.sort()
    lines.append(
      "\(name): client round trip median \(String(format: "%.2f", times[100])) ms, p95 \(String(format: "%.2f", times[190])) ms;"
        + " server \(serverTime); \(sorted ? "SORT STEP" : "no sort step"); \(scan.prefix(90))")
  }
  lines += try checkedBoardTimes(board: board)
  lines += try standingsBoardTimes(board: board, rows: 100_000)
  return lines
}

/// The pushed rounds' board (real Beginner wins with their moves) read with every round replayed and checked,
/// beside the same board read without checking; then the same board flooded by one member's 100,000 rows that
/// claim 1 ms wins, which each read takes a board's worth of (`LoginWindow`).
func checkedBoardTimes(board: SharedBoardURL) throws -> [String] {
  let plain = try beginnerBoardTimes(board: board, checking: false)
  let checked = try beginnerBoardTimes(board: board, checking: true)
  try floodBoard(board, rows: 100_000)
  let flooded = try beginnerBoardTimes(board: board, checking: true)
  func ms(_ value: Double) -> String { String(format: "%.2f", value) }
  return [
    "Beginner fastest, 10 rows: first read \(ms(checked.first)) ms checked vs \(ms(plain.first)) ms unchecked;"
      + " median \(ms(checked.median)) vs \(ms(plain.median)) ms; \(checked.hidden) hidden",
    "Beginner fastest flooded by one login's 100,000 rows: first read \(ms(flooded.first)) ms vs \(ms(checked.first)) ms clean;"
      + " median \(ms(flooded.median)) vs \(ms(checked.median)) ms; \(flooded.hidden) hidden, \(flooded.shown) shown",
  ]
}

/// A fresh client's first read of the Beginner fastest board, then the median of 200 (verdicts kept).
func beginnerBoardTimes(board: SharedBoardURL, checking: Bool) throws -> (first: Double, median: Double, hidden: Int, shown: Int) {
  let selection = RoundSelection(game: .minesweeper, variant: "beginner", outcomes: [.won], order: .durationAscending, limit: 10)
  let client = SharedBoardClient(url: board, connectTimeout: 10, queryTimeout: 60, checksMoves: checking)
  defer { client.close() }
  _ = try client.run("SELECT 1")
  var times: [Double] = []
  var hidden = 0
  var shown = 0
  for _ in 0..<201 {
    let start = Date()
    let read = try client.boardRows(matching: selection)
    times.append(Date().timeIntervalSince(start) * 1000)
    (hidden, shown) = (read.hidden.hiddenCount, read.rounds.count)
  }
  let first = times.removeFirst()
  return (first, times.sorted()[100], hidden, shown)
}

/// `rows` rows of a member login of its own on the Beginner board, each claiming a 1 ms win, with one byte for moves.
func floodBoard(_ board: SharedBoardURL, rows: Int) throws {
  let member = try memberClient(of: board, named: "flood")
  defer { member.close() }
  let ended = Int64(Date().timeIntervalSince1970 * 1000) - 60_000
  try member.run(
    PostgresQuery(
      unsafeSQL: """
        INSERT INTO arcade_round (uid, player_id, player, machine, game, started_at, ended_at, outcome, score, moves,
          duration_ms, variant, seed, details, tape)
        SELECT 'flood-' || i, 'p-flood-' || i, 'flood', 'm', 'minesweeper', \(ended - 1), \(ended), 'won', 1, 1, 1,
          'beginner', i, '{}', '\\x00'::bytea
        FROM generate_series(1, \(rows)) AS i
        """))
  try member.run("ANALYZE arcade_round")
}

/// A client of a new member login of `board` (named `name` and a random suffix), with the grants `--init` prints.
func memberClient(of board: SharedBoardURL, named name: String) throws -> SharedBoardClient {
  let owner = SharedBoardClient(url: board, connectTimeout: 10, queryTimeout: 600, checksMoves: false)
  defer { owner.close() }
  let login = name + "_" + UUID().uuidString.prefix(8).lowercased()
  try owner.run(PostgresQuery(unsafeSQL: "CREATE ROLE \(login) LOGIN PASSWORD 'pw-\(login)'"))
  for grant in SharedSchema.grants(database: board.database, role: login).dropFirst() {
    try owner.run(PostgresQuery(unsafeSQL: grant))
  }
  var url = board
  url.user = login
  url.password = "pw-\(login)"
  return SharedBoardClient(url: url, connectTimeout: 10, queryTimeout: 600, checksMoves: false)
}

/// The TicTacToe standings (classic vs Normal) over `rows` real games sent by ten member logins: the read unverified,
/// a fresh client's first read (every game replayed), its next reads (median of 10), and the first read of a fresh
/// client that finds the verdicts a first read kept in a score file (an arcade's next run).
func standingsBoardTimes(board: SharedBoardURL, rows: Int) throws -> [String] {
  for member in 0..<10 {
    let client = try memberClient(of: board, named: "member\(member)")
    defer { client.close() }
    let rounds = classicRounds(count: rows / 10, players: ["player\(member)"], firstSeed: UInt64(member * rows))
    for batch in stride(from: 0, to: rounds.count, by: 1_000) {
      let shared = rounds[batch..<min(batch + 1_000, rounds.count)].map {
        SharedRound(uid: UUID().uuidString, playerID: "p\(member)", machine: "bench", round: $0)
      }
      _ = try client.push(Array(shared))
    }
  }
  let selection = TicTacToeLeaderboards.board(variant: .classic, opponent: .normal).selection
  func timed(_ client: SharedBoardClient) throws -> (ms: Double, shown: Int, hidden: Int) {
    let start = Date()
    let read = try client.boardRows(matching: selection)
    return (Date().timeIntervalSince(start) * 1000, read.rounds.count, read.hidden.hiddenCount)
  }
  func client(checking: Bool, verdicts: ScoreStore? = nil) -> SharedBoardClient {
    let client = SharedBoardClient(url: board, connectTimeout: 10, queryTimeout: 600, checksMoves: checking)
    if let verdicts { client.keepVerdicts(in: verdicts) }
    return client
  }
  let folder = NSTemporaryDirectory() + "arcade-standings-bench-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let verdicts = try ScoreStore.openCreating(at: folder + "/verdicts.sqlite")
  let unchecked = client(checking: false)
  let plain = try timed(unchecked)
  let server = try unchecked.queryPlan(for: selection, analyze: true).first { $0.hasPrefix("Execution Time") } ?? "?"
  unchecked.close()
  let first = client(checking: true, verdicts: verdicts)
  let firstRead = try timed(first)
  let later = try (0..<10).map { _ in try timed(first).ms }.sorted()[5]
  first.close()
  let next = client(checking: true, verdicts: verdicts)
  let nextRun = try timed(next)
  next.close()
  func ms(_ value: Double) -> String { String(format: "%.0f", value) }
  return [
    "TicTacToe standings over \(rows) rows of 10 logins: unverified \(ms(plain.ms)) ms (server \(server)); first read \(ms(firstRead.ms)) ms"
      + " (\(firstRead.shown) players, \(firstRead.hidden) hidden); next reads median \(ms(later)) ms;"
      + " next run's first read (verdicts kept) \(ms(nextRun.ms)) ms"
  ]
}
#endif
