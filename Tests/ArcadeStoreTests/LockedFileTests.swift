import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// Another process's lock never freezes the arcade: statements wait at most `ScoreFile.busyTimeout`, the
/// round waits in the journal, and the first save after the lock is gone saves both, once.
@Suite("A locked score file")
struct LockedFileTests {
  /// The budget is a setting, not a measurement: every connection the front end opens waits this long at most.
  @Test func theFrontEndWaitsAtMostATenthOfASecond() throws {
    #expect(ScoreFile.busyTimeout <= 0.1)
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path)
    let file = ScoreFile(path: path)
    file.checkForWriting()
    #expect(file.writableStore?.busyTimeout == ScoreFile.busyTimeout)
    #expect(try ScoreStore.open(at: path, create: false, access: .readOnly, busyTimeout: ScoreFile.busyTimeout)?.busyTimeout == 0.1)
  }

  @Test func aLockAtSaveKeepsTheRoundThenTheNextSaveSavesBothOnce() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let file = ScoreFile(path: path)
    file.checkForWriting()

    let locker = try Locker(path: path)
    let first = file.keep(.mock(player: "during"))
    #expect(first == .waiting(reason: WaitReason(.busy, "\(path) is locked by another program"), journal: path + RoundJournal.suffix))
    #expect(file.statusLine == "1 round waiting to be saved — \(path) is locked by another program")
    // Reads go through the writer's lock (WAL).
    #expect(try file.rounds(matching: RoundSelection(game: .minesweeper, order: .newestFirst, limit: 10)).count == 1)
    try locker.release()

    let second = file.keep(.mock(player: "after"))
    #expect(second.savedID != nil)
    #expect(file.statusLine == nil)
    #expect(file.waiting.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path + RoundJournal.suffix))
    let players = try makeStore(at: path).allRounds().map(\.player)
    #expect(players.sorted() == ["after", "ada", "during"].sorted())
  }

  @Test func aLockAtStartLetsTheMenuOpenAndLaterSavesThrough() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    try makeStore(at: path).setSetting("player.name", "ada")
    let locker = try Locker(path: path)

    let file = ScoreFile(path: path)
    #expect(try file.setting("player.name") == "ada")
    file.checkForWriting()
    #expect(file.keep(.mock(player: "locked")).isWaiting)
    try file.setSetting("display.colors", "false")
    #expect(try file.setting("display.colors") == "false")
    try locker.release()

    let free = file.keep(.mock(player: "free"))
    #expect(free.savedID != nil, "\(free) \(file.statusLine ?? "")")
    let store = try makeStore(at: path)
    #expect(try store.allRounds().map(\.player).sorted() == ["ada", "free", "locked"])
    #expect(try store.setting("display.colors") == "false")
  }

  @Test func roundsStillWaitingAtExitAreNamedWithTheJournal() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path)
    let file = ScoreFile(path: path)
    file.checkForWriting()
    let locker = try Locker(path: path)
    _ = file.keep(.mock(player: "grace"))
    let lines = file.finish()
    try locker.release()
    #expect(lines.first?.hasPrefix("1 round waiting to be saved in \(path)\(RoundJournal.suffix) (\(path) is locked by another program)") == true)
    #expect(lines.count == 2)
    #expect(lines.last?.contains("pathfinder, won by grace") == true)

    // The next run saves it.
    let next = ScoreFile(path: path)
    #expect(next.waiting.count == 1)
    next.checkForWriting()
    #expect(next.waiting.isEmpty)
    #expect(try makeStore(at: path).allRounds().map(\.player) == ["grace"])
  }
}
