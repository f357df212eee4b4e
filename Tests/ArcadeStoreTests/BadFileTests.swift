import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// Files the store must refuse: each gives one clear line, and the file's bytes never change.
@Suite("Bad storage never costs data")
struct BadFileTests {
  /// Opens `path` both ways `arcade` does and returns the errors; nil where it opened.
  func openErrors(_ path: String) -> [StoreError?] {
    [true, false].map { create -> StoreError? in
      do {
        _ = try ScoreStore.open(at: path, create: create)
        return nil
      } catch let error as StoreError {
        return error
      } catch {
        Issue.record("not a StoreError: \(error)")
        return nil
      }
    }
  }

  func expectOneLine(_ error: StoreError, naming path: String) {
    #expect(!error.description.contains("\n"))
    #expect(error.description.contains(path))
  }

  @Test func randomBytesAreNotADatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    var generator = SeededGenerator(seed: 7)
    let noise = Data((0..<8192).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    try noise.write(to: URL(fileURLWithPath: path))

    let errors = openErrors(path)
    #expect(errors == [.notADatabase(path: path), .notADatabase(path: path)])
    #expect(bytes(of: path) == noise)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    expectOneLine(.notADatabase(path: path), naming: path)
  }

  @Test func textFileIsNotADatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let text = Data("player,score\nada,10\n".utf8)
    try text.write(to: URL(fileURLWithPath: path))
    #expect(openErrors(path) == [.notADatabase(path: path), .notADatabase(path: path)])
    #expect(bytes(of: path) == text)
  }

  @Test func aFolderIsAFolder() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("arcade.sqlite")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(openErrors(path) == [.isAFolder(path: path), .isAFolder(path: path)])
    expectOneLine(.isAFolder(path: path), naming: path)
  }

  enum Newer: CaseIterable { case unknownMigration, higherUserVersion }

  @Test(arguments: Newer.allCases)
  func newerSchemaIsLeftAlone(_ newer: Newer) throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    do {
      // What a future arcade would leave behind.
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        switch newer {
        case .unknownMigration:
          try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-the-future')")
        case .higherUserVersion:
          try db.execute(sql: "PRAGMA user_version = 99")
        }
      }
      try queue.close()
    }
    let before = try #require(bytes(of: path))

    let errors = openErrors(path)
    #expect(errors == [.newerVersion(path: path), .newerVersion(path: path)])
    #expect(throws: StoreError.newerVersion(path: path)) {
      _ = try ScoreStore.open(at: path, create: false, access: .readOnly)
    }
    #expect(bytes(of: path) == before)
    expectOneLine(.newerVersion(path: path), naming: path)
  }

  @Test func anotherProgramsDatabaseIsLeftAlone() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
      }
      try queue.close()
    }
    let before = try #require(bytes(of: path))
    #expect(openErrors(path) == [.notArcadeDatabase(path: path), .notArcadeDatabase(path: path)])
    #expect(bytes(of: path) == before)
  }

  /// Read-only through the access flag: works for every user, root included.
  @Test func readOnlyAccessReadsButNeverWrites() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock, .mock, .mockBare])
    let before = try #require(bytes(of: path))

    let store = try #require(try ScoreStore.open(at: path, create: true, access: .readOnly))
    #expect(store.isReadOnly)
    #expect(try store.count() == 3)
    #expect(try store.rounds(matching: RoundSelection(game: .minesweeper, order: .scoreDescending, limit: 10)).count == 2)
    #expect(throws: StoreError.readOnly(path: path)) { try store.save(.mock) }
    #expect(throws: StoreError.readOnly(path: path)) { try store.setSetting("player.name", "eve") }
    #expect(bytes(of: path) == before)
    expectOneLine(.readOnly(path: path), naming: path)
  }

  /// An empty file is nobody's database (the arcade never leaves one: it links new files in complete).
  @Test func anEmptyFileIsNotADatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    #expect(openErrors(path) == [.emptyFile(path: path), .emptyFile(path: path)])
    #expect(throws: StoreError.emptyFile(path: path)) {
      _ = try ScoreStore.open(at: path, create: true, access: .readOnly)
    }
    #expect(bytes(of: path) == Data())
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    expectOneLine(.emptyFile(path: path), naming: path)
  }

  /// A file from before the journal's migration is read as it is, not refused, when it may not be written.
  @Test func anOlderFileIsReadWithoutMigrating() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    do {
      let queue = try DatabaseQueue(path: path)
      try StoreSchema.migrator.migrate(queue, upTo: StoreSchema.readableFrom)
      try queue.write { db in
        try db.execute(
          sql: "INSERT INTO round (game, player, startedAt, outcome) VALUES ('minesweeper', 'ada', 1700000000000, 'won')")
      }
      try queue.close()
    }
    let before = try #require(bytes(of: path))
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
    #expect(try store.allRounds().map(\.player) == ["ada"])
    #expect(bytes(of: path) == before)
  }

  @Test(.disabled(if: permissionsAreIgnored, "running as root: chmod 000 does not stop root reading"))
  func unreadableFileSaysSo() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    #expect(chmod(path, 0o000) == 0)
    #expect(openErrors(path) == [.notReadable(path: path), .notReadable(path: path)])
    #expect(chmod(path, 0o644) == 0)
    #expect(try makeStore(at: path).count() == 1)
  }

  @Test func folderThatCannotBeCreated() throws {
    let folder = try TemporaryFolder()
    // A regular file where a folder should be: creating below it fails for every user, root too.
    let blocker = folder.file("blocker")
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let path = blocker + "/swift-arcade/arcade.sqlite"
    #expect(throws: StoreError.folderNotCreatable(folder: blocker + "/swift-arcade")) {
      _ = try ScoreStore.open(at: path, create: true)
    }
    #expect(try ScoreStore.open(at: path, create: false) == nil)
    #expect(bytes(of: blocker) == Data("x".utf8))
  }

  @Test func everyMessageIsOneLineNamingThePath() {
    let path = "/data/arcade.sqlite"
    let errors: [StoreError] = [
      .folderNotCreatable(folder: path), .fileNotCreatable(path: path), .notReadable(path: path), .readOnly(path: path),
      .notADatabase(path: path), .notArcadeDatabase(path: path), .damaged(path: path), .newerVersion(path: path),
      .busy(path: path), .exportNotWritable(path: path), .failed(path: path, message: "disk I/O error\nmore"),
      .isAFolder(path: path), .notARegularFile(path: path, kind: "a FIFO (named pipe)"), .emptyFile(path: path),
      .diskFull(path: path),
    ]
    for error in errors {
      expectOneLine(error, naming: path)
      #expect(error.path == path)
    }
    #expect(!StoreError.readOnly(path: "/tmp/\u{1B}[2Jx").description.contains("\u{1B}"))
  }
}
