import ArcadeCore
import ArcadeTestSupport
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// A file written before rounds kept their moves (schema v3), opened read-only as `arcade scores` opens it: it is
/// read, never migrated, its rounds are "not replayable" and shown, and it has no unfinished rounds.
@Suite struct OlderFileTests {
  @Test func aVersion3FileIsReadAsItIs() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("old.sqlite")
    let queue = try DatabaseQueue(path: path)
    try StoreSchema.migrator.migrate(queue, upTo: "v3-pushed-to-shared-board")
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO round (game, player, startedAt, endedAt, outcome, durationMs, variant, assisted, details)
          VALUES ('minesweeper', 'ada', 1700000000000, 1700000060000, 'won', 60000, 'beginner', 0, '{}')
          """)
    }
    try queue.close()
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
    let selection = RoundSelection(game: .minesweeper, variant: "beginner", outcomes: [.won], order: .durationAscending, limit: 10)
    let rounds = try store.rounds(matching: selection)
    #expect(rounds.map(\.player) == ["ada"])
    #expect(rounds.first?.tape == nil)
    #expect(RoundVerifier.arcade.verdict(on: rounds[0]) == .notReplayable)
    #expect(try store.unfinishedRounds(of: "ana", limit: 5).isEmpty)
    #expect(try store.round(id: 1)?.player == "ada")
    let version = try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
    #expect(version == 3)
  }
}
