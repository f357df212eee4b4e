import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

@Suite("Opening and migrating")
struct MigrationTests {
  @Test func createsFolderAndMigratesANewFile() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("deeper/still/arcade.sqlite")
    let store = try makeStore(at: path)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(!store.isReadOnly)
    #expect(try store.count() == 0)
    let (version, identifiers, indexes, journal) = try store.reader.read { db in
      (
        try Int.fetchOne(db, sql: "PRAGMA user_version"),
        try StoreSchema.migrator.appliedMigrations(db),
        try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'round'"),
        try String.fetchOne(db, sql: "PRAGMA journal_mode")
      )
    }
    #expect(version == StoreSchema.version)
    #expect(
      identifiers == ["v1-rounds-and-settings", "v2-round-uid", "v3-pushed-to-shared-board", "v4-deal-and-moves", "v5-round-context", "v6-round-by-seed",
        "v7-round-verdict", "v8-versus", "v9-host-keys", "v10-races"])
    #expect(indexes.isSuperset(of: ["round_by_variant_score", "round_by_variant_duration", "round_by_end", "round_by_seed"]))
    #expect(journal == "wal")
  }

  /// Each step states its version once; they count up from 1 with no gap, so the last is the file's version.
  @Test func stepsCountUpByOne() {
    #expect(StoreSchema.steps.map(\.version) == Array(1...StoreSchema.steps.count))
    #expect(Set(StoreSchema.steps.map(\.identifier)).count == StoreSchema.steps.count)
  }

  @Test func migratesAFileFromBeforeTheJournal() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    do {
      let queue = try DatabaseQueue(path: path)
      try StoreSchema.migrator.migrate(queue, upTo: StoreSchema.readableFrom)
      try queue.close()
    }
    let store = try makeStore(at: path)
    try store.save(.mock, uid: "A")
    try store.save(.mock, uid: "A")
    #expect(try store.count() == 1)
  }

  /// A new file appears complete: no temporary file is left beside it, and nothing else either.
  @Test func aNewFileIsLinkedInComplete() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    _ = try makeStore(at: path)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(names.allSatisfy { $0.hasPrefix("arcade.sqlite") })
  }

  @Test func reopeningKeepsEverything() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock, .mockBare])
    let store = try makeStore(at: path)
    #expect(try store.count() == 2)
    try store.save(.mock)
    #expect(try store.count() == 3)
  }

  @Test func missingFileWithoutCreateIsNotCreated() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("not-yet/arcade.sqlite")
    #expect(try ScoreStore.open(at: path, create: false) == nil)
    #expect(try ScoreStore.open(at: path, create: true, access: .readOnly) == nil)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: folder.file("not-yet")))
  }

  @Test func existingFileOpensWithoutCreate() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let store = try #require(try ScoreStore.open(at: path, create: false))
    #expect(try store.count() == 1)
  }
}
