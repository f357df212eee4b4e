#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import Foundation
import PostgresNIO
import Testing

@testable import ArcadeShared

/// Rows a stranger inserted on the shared board, exactly as the play-test did: skipped and counted, never a trap.
@Suite(.enabled(if: TestServer.available, TestServer.skipNote))
struct SharedHostileRowTests {
  /// The statement that crashed every member's arcade, and two like it.
  static let inserts = [
    """
    INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,moves,duration_ms,variant,grid_size,assisted,details,tape)
    VALUES('c','x','evil','vm','pathfinder',0,8000000000000000,'won',9000000000000000000,5,'6x6',1,0,'{}','\\x00')
    """,
    """
    INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,moves,duration_ms,variant,grid_size,assisted,details,tape)
    VALUES('d','x','evil','vm','minesweeper',\(Self.milliseconds),\(Self.milliseconds + 9000),'won',5,9000,'expert',480,0,
    '{"threeBV":10,"threeBVPerSecond":1e300,"hints":0,"noGuess":true,"rows":16,"cols":30,"mines":99}','\\x00')
    """,
    """
    INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,score,moves,duration_ms,variant,grid_size,assisted,details,tape)
    VALUES('e','x','evil','vm','priceguess',\(Self.milliseconds),\(Self.milliseconds + 9000),'finished',10,5,9000,'5',NULL,0,
    '{"score":10,"correct":9223372036854775807,"answered":1,"skipped":0,"category":"x","length":"5","answers":[],"fiftyFiftyUsed":false,"seed":1}','\\x00')
    """,
  ]
  static let milliseconds = Int64(Date().timeIntervalSince1970 * 1000) - 60_000

  @Test func strangersRowsAreSkippedAndCountedOnEveryBoardTheyReach() throws {
    let board = try TestServer.freshBoard()
    let client = SharedBoardClient(url: board, checksMoves: false)
    defer { client.close() }
    // A server set up before version 2 took such rows: take its refusals away, as they were then.
    try client.run("DROP TRIGGER arcade_round_checked ON arcade_round")
    for index in 1...11 { try client.run(PostgresQuery(unsafeSQL: "ALTER TABLE arcade_round DROP CONSTRAINT arcade_round_fits_\(index)")) }
    try client.run("ALTER TABLE arcade_round DROP CONSTRAINT arcade_round_has_moves")
    for sql in Self.inserts { _ = try client.run(PostgresQuery(unsafeSQL: sql)) }
    let lastFive = try client.boardRows(matching: RoundSelection(game: .pathfinder, outcomes: [.won], order: .newestFirst, limit: 5))
    #expect(lastFive.rounds.isEmpty && lastFive.skipped == 1)
    let expert = try client.boardRows(matching: RoundSelection(game: .minesweeper, variant: "expert", outcomes: [.won], order: .durationAscending, limit: 10))
    #expect(expert.rounds.isEmpty && expert.skipped == 1)
    let quizzes = try client.boardRows(matching: RoundSelection(game: .priceguess, variant: "5", order: .scoreDescending, limit: 10))
    #expect(quizzes.rounds.isEmpty && quizzes.skipped == 1)
  }

  /// What no arcade writes is refused by the server itself, even from the player role's grants.
  @Test func theServerRefusesWhatNoArcadeWrites() throws {
    let client = SharedBoardClient(url: try TestServer.freshBoard(), checksMoves: false)
    defer { client.close() }
    let refused = [
      Self.inserts[0],
      Self.inserts[1].replacingOccurrences(of: "'minesweeper'", with: "'Chess; DROP'"),
      Self.inserts[2].replacingOccurrences(of: "'evil'", with: "repeat('x', 300)"),
      Self.inserts[1].replacingOccurrences(of: "'{\"threeBV\"", with: "repeat('x', 70000) || '{\"threeBV\""),
    ]
    for sql in refused {
      #expect(throws: SharedBoardError.self, "\(sql.prefix(200))") { try client.run(PostgresQuery(unsafeSQL: sql)) }
    }
    #expect(try client.roundCount() == 0)
  }

  /// Five rows dated 2100 no longer hold "Last five rounds": the board follows the server's receive time.
  @Test func futureDatedRowsCannotSquatTheNewestBoard() throws {
    let board = try TestServer.freshBoard()
    let client = SharedBoardClient(url: board, checksMoves: false)
    defer { client.close() }
    // Rows dated ahead of the server's clock are refused outright...
    let future = Int64(Date(timeIntervalSince1970: 4_102_444_800).timeIntervalSince1970 * 1000)
    #expect(throws: SharedBoardError.self) {
      try client.run(PostgresQuery(unsafeSQL: """
        INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,moves,duration_ms,variant,grid_size,assisted,details,tape)
        VALUES('f','x','evil','vm','pathfinder',\(future),\(future + 8000),'won',5,8000,'5x5',25,0,'{}','\\x00')
        """))
    }
    // ...and a claimed receive time is the server's own.
    try client.run(PostgresQuery(unsafeSQL: """
      INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,moves,duration_ms,variant,grid_size,assisted,details,received_at,tape)
      VALUES('g','x','evil','vm','pathfinder',\(Self.milliseconds),\(Self.milliseconds + 8000),'won',5,8000,'5x5',25,0,'{}','2100-01-01','\\x00')
      """))
    _ = try client.push([SharedBoardTests.shared("ana", score: 1, seconds: 10)])
    let newest = try client.rounds(matching: RoundSelection(game: .minesweeper, order: .newestFirst, limit: 5))
    #expect(newest.map(\.round.player) == ["ana"])
    let received = try client.run("SELECT count(*) FROM arcade_round WHERE received_at > now() + interval '1 minute'")
    #expect(received.rows.first.flatMap { try? $0.decode(Int.self) } == 0)
  }
  /// 5,000 lost rounds of a stranger no longer remove anyone's rounds from a standings board: the server counts
  /// every round of each login (its newest 20,000) to the client, which counts them.
  @Test func aFloodOfLostRoundsLeavesEveryRoundCounted() throws {
    let client = SharedBoardClient(url: try TestServer.freshBoard(), checksMoves: false)
    defer { client.close() }
    let board = TicTacToeLeaderboards.board(variant: .classic, opponent: .easy)
    let variant = try #require(board.selection.variant)
    let start = Date().addingTimeInterval(-86_400)
    let ana = (0..<105).map { (index: Int) -> SharedRound in
      let begun = start.addingTimeInterval(Double(index) * 60)
      let outcome: RoundOutcome = (index + 1) % 5 == 0 ? .lost : .won
      let round = PlayedRound(
        game: .tictactoe, player: "ana", startedAt: begun, endedAt: begun.addingTimeInterval(30), outcome: outcome,
        variant: variant, tape: PlayedRound.placeholderTape)
      return SharedRound(uid: "ana-\(index)", playerID: "p-ana", machine: "vm", round: round)
    }
    _ = try client.push(ana)
    let from = Int64(start.timeIntervalSince1970 * 1000) + 7_000_000
    try client.run(PostgresQuery(unsafeSQL: """
      INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,moves,duration_ms,variant,grid_size,assisted,details,tape)
      SELECT 'flood-' || g, 'x', 'flood', 'vm', 'tictactoe', \(from) + g, \(from) + g + 1, 'lost', 5, 1, '\(variant)', 9, 0, '{}', '\\x00'::bytea
      FROM generate_series(1, 5000) g
      """))
    let rows = try client.boardRows(matching: board.selection)
    let standings = rows.rounds.map { PlayerStanding(json: $0.round.details) }
    #expect(standings.first == PlayerStanding(player: "ana", wins: 84, losses: 21, draws: 0, bestStreak: 4, currentStreak: 0))
    #expect(standings.last??.losses == 5_000 || rows.skipped == 1, "\(standings)")
    var one = board.selection
    one.limit = 1
    #expect(try client.boardRows(matching: one).rounds.map(\.round.player) == ["ana"])
  }
}
#endif
