#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import PostgresNIO
import Testing
@testable import ArcadeTUI
@testable import arcade

/// Random rows a stranger could insert (Int64 extremes, 1e300, NaN, wrong JSON types, huge strings, times from
/// year 1 to 2100) on a real PostgreSQL server, read through every board query, `scores --json` and the table,
/// the leaderboard screen of every game at two sizes, and the end panel of a round of every game: no trap, no
/// row shown that is out of range, and every real round still there.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedHostileBoardPropertyTests {
  static var games: GameRegistry { GameRegistry.arcade() }
  static let now = Int64(Date().timeIntervalSince1970 * 1000)

  /// One stranger's INSERT: values no arcade writes, or almost.
  static func hostileInsert(_ index: Int, random: inout SeededGenerator) -> String {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    let int64s = ["0", "1", "-1", "9223372036854775807", "-9223372036854775808", "2147483647", "1000000", "NULL"]
    let times = ["0", "-62135596800000", "\(now - 60_000)", "\(now)", "4102444800000", "8000000000000000"]
    let numbers = ["1e300", "-1e300", "\"NaN\"", "\"x\"", "null", "[]", "{}", "9223372036854775807", "3", "0.5", "true"]
    let game = pick(["minesweeper", "pathfinder", "priceguess", "tictactoe", "wordmatch", "wordsearch"])
    let variant = pick([
      "'expert'", "'beginner'", "'5x5'", "'walls'", "'10'", "'5'", "'classic-easy'", "'classic-perfect'",
      "'en-es/normal'", "'10x10-easy'", "NULL", "repeat('v', 5000)",
    ])
    let keys = ["threeBV", "threeBVPerSecond", "hints", "rows", "cols", "mines", "score", "correct", "answered",
      "skipped", "size", "wordsFound", "wordCount", "revealsUsed", "pairs", "wrong", "lives", "shortestPath"]
    let details = "{" + keys.map { "\"\($0)\":\(pick(numbers))" }.joined(separator: ",")
      + ",\"theme\":\"" + String(repeating: "t", count: pick([0, 3, 300])) + "\",\"noGuess\":\(pick(numbers))}"
    let detailsSQL = pick(["'\(details)'", "'not json'", "repeat('d', 200000)", "'{}'", "'[1,2'"])
    let player = pick(["'eve'", "'bo'", "repeat('W', 100000)", "E'\\x1b[31mred'", "''"])
    return """
      INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,score,moves,duration_ms,variant,grid_size,assisted,details,tape)
      VALUES('h\(index)-\(random.next())', 'x', \(player), 'vm', '\(game)', \(pick(times)), \(pick(times + ["NULL"])),
        '\(pick(["won", "lost", "draw", "finished"]))', \(pick(int64s).replacingOccurrences(of: "9223372036854775807", with: "2147483647")),
        \(pick(["5", "2147483647", "-5", "NULL"])), \(pick(int64s)), \(variant), \(pick(["9", "-1", "2147483647", "NULL"])),
        \(pick(["0", "1", "3", "-1"])), \(detailsSQL), \(pick(["'\\x00'::bytea", "NULL", "repeat('t', 2000000)::bytea"])))
      """
  }

  /// Real rounds of `ana`, one per game, that every board of theirs must still show.
  /// Two real rounds of ana's, with their moves: the boards replay them and show them among the strangers' rows.
  static func realRounds() -> [SharedRound] {
    [11, 12].map { seed in
      SharedRound(
        uid: UUID().uuidString, playerID: "p-ana", machine: "lab",
        round: .played(player: "ana", seed: seed, endedAfter: Date().timeIntervalSince(PlayedRound.mockStart) - 120))
    }
  }

  @Test(arguments: 0..<6 as Range<UInt64>)
  func randomStrangersRowsNeverTrapHideOrShowOutOfRange(seed: UInt64) throws {
    let url = try TestServer.freshBoard()
    let client = SharedBoardClient(url: url, connectTimeout: 10, queryTimeout: 30, checksMoves: false)
    defer { client.close() }
    // A server from before schema version 2 took such rows: take its refusals away, as they were then.
    try client.run("DROP TRIGGER arcade_round_checked ON arcade_round")
    for index in 1...11 { try client.run(PostgresQuery(unsafeSQL: "ALTER TABLE arcade_round DROP CONSTRAINT arcade_round_fits_\(index)")) }
    try client.run("ALTER TABLE arcade_round DROP CONSTRAINT arcade_round_has_moves")
    var random = SeededGenerator(seed: seed)
    _ = try client.push(Self.realRounds())
    for index in 0..<200 { try client.run(PostgresQuery(unsafeSQL: Self.hostileInsert(index, random: &random))) }

    // Every board query, and `scores --db URL` as text and JSON.
    let content = ContentLibrary(dataDirectory: DataDirectory.locate(environment: [:]))
    guard case .success(let (reports, skipped)) = SharedBoardCommands.reports(url, games: Self.games.games, content: content, limit: nil)
    else {
      Issue.record("the shared board did not answer")
      return
    }
    #expect(skipped > 0, "the strangers' rows reached the boards and were skipped")
    let readAt = Date()
    for report in reports {
      for row in report.rows { #expect(RoundBounds.fits(row.round, now: readAt), "\(report.board.title): \(row.round)") }
      _ = LeaderboardTextTable.render(report)
      _ = LeaderboardJSON.encode([report])
    }
    let shown = reports.flatMap(\.rows).map(\.round.player)
    #expect(shown.filter { $0.hasPrefix("ana") }.count == 2, "ana's two real rounds are on their boards")

    // The leaderboard of every game at 100×30 and 40×12, and the end panel of a round of every game.
    let folder = try TemporaryFolder()
    let keeper = try SharedScoreKeeper.forTesting(
      "postgres://\(url.user):\(url.password ?? "")@\(url.host):\(url.port)/\(url.database)", folder: folder, budget: 10)
    for size in [Size(width: 100, height: 30), Size(width: 40, height: 12)] {
      let services = makeServices(store: keeper, games: Self.games, size: size)
      for game in Self.games.games {
        var scene = LeaderboardScene(services: services, game: game.id)
        scene.appear(frame: services.frame)
        let screen = render(scene, services: services)
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= size.width }, "\(game.id) at \(size)")
        #expect(!screen.contains("\u{1b}"))
      }
    }
    let services = makeServices(store: keeper, games: Self.games, size: Size(width: 100, height: 30))
    for game in Self.games.games {
      guard let board = services.boards(of: game.id).boards.first else { continue }
      var round = PlayedRound(
        game: game.id, player: "tester", startedAt: Date().addingTimeInterval(-20), endedAt: Date(),
        outcome: board.selection.outcomes.first ?? .won, score: 10, moves: 5, durationMilliseconds: 20_000,
        variant: board.selection.variant)
      let kept = services.storage.keep(round)
      round.id = services.storage.lastKeptID
      let (placement, notRanked) = services.recorder.standing(of: round)
      var panel = EndOfRoundPanel(title: game.title, headline: "Done", tone: .neutral, figures: [], hasOptions: true)
      panel.add(RoundReceipt(round: round, storage: kept, placement: placement, notRanked: notRanked))
      var canvas = Canvas(size: Size(width: 40, height: 12))
      panel.draw(into: &canvas, theme: .plainASCII)
      #expect(!canvas.text.isEmpty)
    }
  }
}
#endif
