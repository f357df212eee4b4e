import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// Files and folders the player made read-only, or that sit on read-only storage: scores are
/// shown, saving is refused with the read-only line, and no byte of the file changes — for root too.
@Suite("Read-only storage is honoured")
struct ReadOnlyStorageTests {
  /// The side files SQLite's WAL mode keeps beside a database.
  func sideFiles(of path: String) -> [String] {
    [path + "-wal", path + "-shm"].filter { FileManager.default.fileExists(atPath: $0) }
  }

  @Test func aFolderSaysItIsAFolder() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("scores")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    for create in [true, false] {
      #expect(throws: StoreError.isAFolder(path: path)) { _ = try ScoreStore.open(at: path, create: create) }
    }
    let message = StoreError.isAFolder(path: path).description
    #expect(message.contains("is a folder"))
    #expect(message.contains("--db " + path + "/arcade.sqlite"))
    #expect(!message.contains("SQLite"))
    #expect(StoreError.isAFolder(path: "/data/").description.contains("--db /data/arcade.sqlite"))
  }

  /// `chmod 444` is the player saying "do not write this": honoured even by root, whom the kernel lets write anyway.
  @Test func chmodReadOnlyFileIsReadOnlyForEveryUser() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock, .mock])
    #expect(chmod(path, 0o444) == 0)
    let before = try #require(bytes(of: path))

    do {
      let store = try ScoreStore.openCreating(at: path)
      #expect(store.isReadOnly)
      #expect(try store.count() == 2)
      #expect(try store.rounds(matching: RoundSelection(game: .minesweeper, order: .scoreDescending, limit: 10)).count == 2)
      #expect(throws: StoreError.readOnly(path: path)) { try store.save(.mock) }
      #expect(throws: StoreError.readOnly(path: path)) { try store.setSetting("player.name", "eve") }
      #expect(try ScoreStore.open(at: path, create: false)?.isReadOnly == true)
    }
    #expect(bytes(of: path) == before)
    #expect(sideFiles(of: path).isEmpty, "a read-only open leaves no -wal or -shm behind")
    #expect(StoreError.readOnly(path: path).description.contains("is read-only: scores can be read but not saved"))

    // Giving write permission back makes it an ordinary score file again.
    #expect(chmod(path, 0o644) == 0)
    let store = try ScoreStore.openCreating(at: path)
    #expect(!store.isReadOnly)
    try store.save(.mock)
    #expect(try store.count() == 3)
  }

  /// Settings changed on a file that is never written in this run last for the run only, and the file says why.
  /// A round finished on a read-only file waits for the read-only reason, by kind: never called busy.
  @Test func aRoundOnAReadOnlyFileWaitsBecauseItIsReadOnly() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    #expect(chmod(path, 0o444) == 0)
    defer { chmod(path, 0o644) }
    let file = ScoreFile(path: path)
    file.checkForWriting()
    guard case .waiting(let reason, _) = file.keep(.mock) else {
      Issue.record("expected the round to wait in the journal")
      return
    }
    #expect(reason.kind == .readOnly)
    #expect(reason.label == "the score file is read-only")
  }

  @Test func aReadOnlyFileSaysSettingsAreNotKept() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let writable = ScoreFile(path: path)
    writable.checkForWriting()
    #expect(writable.settingsProblem == nil)

    #expect(chmod(path, 0o444) == 0)
    let file = ScoreFile(path: path)
    file.checkForWriting()
    let problem = try #require(file.settingsProblem)
    #expect(problem.contains("is read-only"))
    #expect(problem.contains((path as NSString).lastPathComponent))
  }

  /// The read-only connection names the file by URI: characters URIs treat specially must not change which file.
  @Test func readOnlyFileWithAnUnusualName() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("my scores ?#%20 ü.sqlite")
    try makeFile(at: path, rounds: [.mock])
    #expect(chmod(path, 0o444) == 0)
    let before = try #require(bytes(of: path))
    do {
      let store = try ScoreStore.openCreating(at: path)
      #expect(store.isReadOnly)
      #expect(try store.count() == 1)
    }
    #expect(bytes(of: path) == before)
    #expect(sideFiles(of: path).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["my scores ?#%20 ü.sqlite"])
  }

  /// A read-only file that still has a WAL from a writer that never checkpointed: its rounds are shown too.
  @Test func chmodReadOnlyFileWithPendingLogShowsEveryRound() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let copy = folder.file("copy.sqlite")
    do {
      // Keep a writer open so its WAL is not checkpointed, then copy the three files as a crash would leave them.
      let store = try makeStore(at: path)
      try store.save(.mock)
      for suffix in ["", "-wal", "-shm"] {
        try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
      }
    }
    #expect(chmod(copy, 0o444) == 0)
    let before = try #require(bytes(of: copy))
    do {
      let store = try #require(try ScoreStore.open(at: copy, create: false))
      #expect(store.isReadOnly)
      #expect(try store.count() == 2)
      #expect(throws: StoreError.readOnly(path: copy)) { try store.save(.mock) }
    }
    #expect(bytes(of: copy) == before)
  }

  /// A folder without write permission: WAL needs its side files there, so the store is read-only.
  @Test func chmodReadOnlyFolderIsReadOnlyForEveryUser() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    #expect(chmod(folder.url.path, 0o555) == 0)
    defer { chmod(folder.url.path, 0o755) }
    let before = try #require(bytes(of: path))
    do {
      let store = try ScoreStore.openCreating(at: path)
      #expect(store.isReadOnly)
      #expect(try store.count() == 1)
      #expect(throws: StoreError.readOnly(path: path)) { try store.save(.mock) }
    }
    #expect(bytes(of: path) == before)
    #expect(sideFiles(of: path).isEmpty)
  }

  /// A read-only file system refuses everyone, root included; SQLite alone would say "unable to open database file".
  @Test(.enabled(if: ReadOnlyMount.isAvailable, "needs `mount --bind` and a read-only remount (root in a container allowing mounts)"))
  func readOnlyFileSystemIsReadOnly() throws {
    let folder = try TemporaryFolder()
    let source = folder.file("source")
    let mounted = folder.file("mounted")
    for name in [source, mounted] { try FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: false) }
    try makeFile(at: source + "/arcade.sqlite", rounds: [.mock, .mock, .mock])
    let mount = try #require(ReadOnlyMount(source: source, at: mounted))
    // Unmount before the folder is removed (its deinit would otherwise walk into the mount).
    defer { withExtendedLifetime(folder) { mount.unmount() } }
    let path = mounted + "/arcade.sqlite"
    let before = try #require(bytes(of: path))

    do {
      // Stores close when this block ends, so the folder can be unmounted.
      for create in [true, false] {
        let store = try #require(try ScoreStore.open(at: path, create: create))
        #expect(store.isReadOnly)
        #expect(try store.count() == 3)
        #expect(throws: StoreError.readOnly(path: path)) { try store.save(.mock) }
      }
      let readOnly = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
      #expect(try readOnly.count() == 3)
    }
    #expect(bytes(of: path) == before)
    // A file that is missing on a read-only file system cannot be created: that is a different line.
    #expect(throws: StoreError.fileNotCreatable(path: mounted + "/new.sqlite")) {
      _ = try ScoreStore.open(at: mounted + "/new.sqlite", create: true)
    }
  }

  /// The writable path gives way to a read-only one when SQLite itself reports the file cannot be written.
  @Test func sqliteReadOnlyFailuresReadAsReadOnly() {
    let path = "/data/arcade.sqlite"
    for code in [ResultCode.SQLITE_READONLY, .SQLITE_CANTOPEN] {
      let error = DatabaseError(resultCode: code, message: "unable to open database file")
      #expect(StoreError(opening: error, path: path) == .readOnly(path: path))
    }
    #expect(StoreError(opening: DatabaseError(resultCode: .SQLITE_NOTADB), path: path) == .notADatabase(path: path))
  }
}

/// A read-only bind mount of a folder, for tests; `isAvailable` says whether this machine allows one.
struct ReadOnlyMount {
  let mountPoint: String

  init?(source: String, at mountPoint: String) {
    guard Self.run(["mount", "--bind", source, mountPoint]) else { return nil }
    guard Self.run(["mount", "-o", "remount,bind,ro", mountPoint]) else {
      _ = Self.run(["umount", mountPoint])
      return nil
    }
    self.mountPoint = mountPoint
  }

  func unmount() {
    // A lazy unmount if something still holds a file open, so no test leaves a mount behind.
    if !Self.run(["umount", mountPoint]) { _ = Self.run(["umount", "-l", mountPoint]) }
  }

  /// Tried once per test run: only root in a system (or container) that allows mounts can do it.
  static let isAvailable: Bool = {
    guard geteuid() == 0, let folder = try? TemporaryFolder() else { return false }
    let source = folder.file("source")
    let target = folder.file("target")
    for name in [source, target] { try? FileManager.default.createDirectory(atPath: name, withIntermediateDirectories: false) }
    guard let mount = ReadOnlyMount(source: source, at: target) else { return false }
    defer { withExtendedLifetime(folder) { mount.unmount() } }
    return !FileManager.default.createFile(atPath: target + "/probe", contents: Data())
  }()

  private static func run(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
