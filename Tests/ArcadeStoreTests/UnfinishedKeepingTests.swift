import ArcadeCore
import ArcadeTestSupport
import Foundation
import Synchronization
import Testing

@testable import ArcadeStore

/// A round's moves are on disk from the first one, even before the file's first check has ended (it waits for it).
@Suite struct UnfinishedKeepingTests {
  static func round(_ uid: String = "u1") -> UnfinishedRound {
    UnfinishedRound(
      uid: uid, game: .minesweeper, player: "ana", options: "{}", startedAt: Date(timeIntervalSince1970: 1_800_000_000),
      leftAt: Date(timeIntervalSince1970: 1_800_000_010), clockMilliseconds: 1_234, summary: "Minesweeper Expert",
      tape: Data([1, 2, 3]))
  }

  /// Nobody started the check (a move before the loop asked for it): the keep checks the file itself.
  @Test func aMoveBeforeAnyCheckIsOnDisk() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path)
    let file = ScoreFile(path: path)
    #expect(file.keepUnfinished(Self.round()))
    #expect(ScoreFile(path: path).unfinishedRounds(of: "ana", limit: 5).map(\.uid) == ["u1"])
  }

  /// A check running on another thread (a loaded machine's slow one): the keep waits for it, then writes.
  @Test func aMoveDuringTheCheckWaitsForItAndIsOnDisk() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("new/arcade.sqlite")
    let file = ScoreFile(path: path)
    #expect(file.markChecking())
    let kept = Mutex<Bool?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      kept.withLock { $0 = file.keepUnfinished(Self.round()) }
      done.signal()
    }
    file.check(claimed: true)
    done.wait()
    #expect(kept.withLock { $0 } == true)
    #expect(ScoreFile(path: path).unfinishedRounds(of: "ana", limit: 5).map(\.uid) == ["u1"])
  }

  /// A file that cannot be written keeps nothing on disk, and says so (the game shows it).
  @Test func aReadOnlyFileSaysTheMoveIsNotKept() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path)
    chmod(path, 0o444)
    defer { chmod(path, 0o644) }
    let file = ScoreFile(path: path)
    #expect(!file.keepUnfinished(Self.round()))
    #expect(file.settingsProblem != nil)
  }

  /// A setting changed while a new file is still being made is written at exit: quitting at once lost it.
  @Test func aSettingChangedDuringTheCheckIsSavedAtExit() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("new/arcade.sqlite")
    let file = ScoreFile(path: path)
    #expect(file.markChecking())
    try file.setSetting("display.theme", "dark")
    Thread.detachNewThread { file.check(claimed: true) }
    _ = file.finish()
    #expect(try ScoreFile(path: path).setting("display.theme") == "dark")
  }
}
