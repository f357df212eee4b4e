import ArcadeTestSupport
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// The first frame's quick read of the settings: the store's own values, or nil whenever the full open must decide.
@Suite("Settings peek")
struct SettingsPeekTests {
  @Test func readsWhatTheStoreWrote() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    do {
      let store = try makeStore(at: path)
      try store.setSettings(["player.name": "ana", "display.colors": "false", "display.unicode": "true"])
    }
    #expect(SettingsPeek.read(path: path) == ["player.name": "ana", "display.colors": "false", "display.unicode": "true"])
  }

  @Test func aFileWithoutSettingsGivesNone() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path)
    #expect(SettingsPeek.read(path: path) == [:])
  }

  @Test func valuesThatAreNotTextAreSkippedAsTheStoreSkipsThem() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    do {
      let store = try makeStore(at: path)
      try store.setSetting("player.name", "ana")
    }
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('display.colors', x'00ff')")
    }
    #expect(SettingsPeek.read(path: path) == ["player.name": "ana"])
  }

  /// Another arcade running: its last settings are still in the `-wal` log, not yet in the file itself.
  @Test func seesSettingsStillInTheLog() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let store = try makeStore(at: path)
    try store.setSetting("player.name", "ana")
    #expect((try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 > 0)
    #expect(SettingsPeek.read(path: path) == ["player.name": "ana"])
    withExtendedLifetime(store) {}
  }

  /// Another program's database with a table of the same name: not the arcade's, so not believed.
  @Test func aForeignSettingTableIsNotBelieved() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT)")
      try db.execute(sql: "INSERT INTO setting VALUES ('player.name', 'mallory')")
    }
    #expect(SettingsPeek.read(path: path) == nil)
  }

  @Test func noFileNoPeek() throws {
    let folder = try TemporaryFolder()
    #expect(SettingsPeek.read(path: folder.file()) == nil)
    // Nothing is created by looking.
    #expect(!FileManager.default.fileExists(atPath: folder.file()))
  }

  @Test func notADatabaseNoPeek() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try Data("these are not the scores you are looking for".utf8).write(to: URL(fileURLWithPath: path))
    #expect(SettingsPeek.read(path: path) == nil)
  }

  @Test func anotherProgramsDatabaseNoPeek() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in try db.execute(sql: "CREATE TABLE recipe (name TEXT)") }
    #expect(SettingsPeek.read(path: path) == nil)
  }

  /// Opening a WAL file could leave `-wal` and `-shm` files beside a file nobody is meant to write: left to the full open.
  @Test func aReadOnlyFileIsLeftToTheFullOpen() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    do {
      let store = try makeStore(at: path)
      try store.setSetting("player.name", "ana")
    }
    #expect(chmod(path, 0o444) == 0)
    #expect(SettingsPeek.read(path: path) == nil)
  }
}
