#if SharedBoard
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
    INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,moves,duration_ms,variant,grid_size,assisted,details)
    VALUES('c','x','evil','vm','pathfinder',0,8000000000000000,'won',9000000000000000000,5,'6x6',1,0,'{}')
    """,
    """
    INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,moves,duration_ms,variant,grid_size,assisted,details)
    VALUES('d','x','evil','vm','minesweeper',\(Self.milliseconds),\(Self.milliseconds + 9000),'won',5,9000,'expert',480,0,
    '{"threeBV":10,"threeBVPerSecond":1e300,"hints":0,"noGuess":true,"rows":16,"cols":30,"mines":99}')
    """,
    """
    INSERT INTO arcade_round(uid,player_id,player,machine,game,started_at,ended_at,outcome,score,moves,duration_ms,variant,grid_size,assisted,details)
    VALUES('e','x','evil','vm','priceguess',\(Self.milliseconds),\(Self.milliseconds + 9000),'finished',10,5,9000,'5',NULL,0,
    '{"score":10,"correct":9223372036854775807,"answered":1,"skipped":0,"category":"x","length":"5","answers":[],"fiftyFiftyUsed":false,"seed":1}')
    """,
  ]
  static let milliseconds = Int64(Date().timeIntervalSince1970 * 1000) - 60_000

  @Test func strangersRowsAreSkippedAndCountedOnEveryBoardTheyReach() throws {
    let board = try TestServer.freshBoard()
    let client = SharedBoardClient(url: board)
    defer { client.close() }
    for sql in Self.inserts { _ = try client.run(PostgresQuery(unsafeSQL: sql)) }
    let lastFive = try client.boardRows(matching: RoundSelection(game: .pathfinder, outcomes: [.won], order: .newestFirst, limit: 5))
    #expect(lastFive.rounds.isEmpty && lastFive.skipped == 1)
    let expert = try client.boardRows(matching: RoundSelection(game: .minesweeper, variant: "expert", outcomes: [.won], order: .durationAscending, limit: 10))
    #expect(expert.rounds.isEmpty && expert.skipped == 1)
    let quizzes = try client.boardRows(matching: RoundSelection(game: .priceguess, variant: "5", order: .scoreDescending, limit: 10))
    #expect(quizzes.rounds.isEmpty && quizzes.skipped == 1)
  }
}
#endif
