import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// The journal: one fsynced JSON line a round, saved exactly once.
@Suite("The journal of rounds waiting to be saved")
struct RoundJournalTests {
  @Test func aRoundSurvivesTheJournalExactly() throws {
    let folder = try TemporaryFolder()
    let journal = RoundJournal(beside: folder.file())
    var round = PlayedRound.mock
    round.seed = .max
    let waiting = WaitingRound(round: round)
    try journal.append(waiting)
    try journal.append(WaitingRound(round: .mockBare))
    let read = journal.read()
    #expect(read.rounds == [waiting, WaitingRound(uid: read.rounds[1].uid, round: .mockBare)])
    #expect(read.unreadableLines == 0)
  }

  /// A crash between the insert and the journal's truncation: the next replay saves nothing twice.
  @Test func aRoundSavedBeforeACrashIsNotSavedAgain() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let store = try makeStore(at: path)
    let journal = RoundJournal(beside: path)
    let waiting = WaitingRound(round: .mock)
    try journal.append(waiting)
    try store.save(waiting: [waiting])  // committed, then the crash: the journal still holds the line

    #expect(try journal.replay(into: store) == [waiting.uid])
    #expect(try store.count() == 1)
    #expect(journal.read().rounds.isEmpty)
  }

  /// A line cut short by a crash is kept (never deleted), counted, and does not swallow the next round.
  @Test func aLineCutShortIsKeptAndCounted() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let journal = RoundJournal(beside: path)
    try Data(#"{"uid":"12345678-1234-1234-1234-1234567"#.utf8).write(to: URL(fileURLWithPath: journal.path))
    try journal.append(WaitingRound(round: .mock))
    #expect(journal.read().rounds.count == 1)
    #expect(journal.read().unreadableLines == 1)

    let store = try makeStore(at: path)
    try journal.replay(into: store)
    #expect(try store.count() == 1)
    let left = try String(contentsOfFile: journal.path, encoding: .utf8)
    #expect(left == #"{"uid":"12345678-1234-1234-1234-1234567"# + "\n")

    let file = ScoreFile(path: path)
    #expect(file.statusLine == "1 line of arcade.sqlite.waiting.jsonl could not be read")
  }

  @Test func aJournalInAReadOnlyFolderIsNotWrittenAndTheRoundIsKeptForTheSession() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let before = try #require(bytes(of: path))
    #expect(chmod(folder.url.path, 0o555) == 0)
    defer { chmod(folder.url.path, 0o755) }

    let file = ScoreFile(path: path)
    #expect(file.statusLine == "\(path) is read-only")
    file.checkForWriting()
    let outcome = file.keep(.mock)
    guard case .keptForSession(let reason) = outcome else {
      Issue.record("expected notKept, got \(outcome)")
      return
    }
    #expect(reason.contains("its folder is read-only"))
    #expect(!FileManager.default.fileExists(atPath: path + RoundJournal.suffix))
    #expect(bytes(of: path) == before)
  }

  @Test func aReadOnlyFileIsSaidAtStartAndRoundsWaitBesideIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let before = try #require(bytes(of: path))
    #expect(chmod(path, 0o444) == 0)

    let file = ScoreFile(path: path)
    #expect(file.statusLine == "\(path) is read-only")
    file.checkForWriting()
    #expect(file.keep(.mock).isWaiting)
    #expect(file.statusLine == "1 round waiting to be saved — \(path) is read-only")
    #expect(bytes(of: path) == before)

    // Made writable again: the next run saves the round.
    #expect(chmod(path, 0o644) == 0)
    let next = ScoreFile(path: path)
    next.checkForWriting()
    #expect(try makeStore(at: path).count() == 2)
    #expect(next.statusLine == nil)
  }

  @Test func aNewFileIsCreatedOnlyByTheCheckAndTheFirstRoundIsSaved() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("new/arcade.sqlite")
    let file = ScoreFile(path: path)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try file.setting("player.name") == nil)
    file.checkForWriting()
    #expect(file.keep(.mock).savedID == 1)
    #expect(file.statusLine == nil)
  }

  /// A save while the check runs in the background waits in the journal and is saved when the check ends.
  @Test func aRoundFinishedDuringTheCheckIsSavedAfterIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let file = ScoreFile(path: path)
    #expect(file.markChecking())
    #expect(file.keep(.mock) == .waiting(reason: WaitReason(.beingChecked, "the score file is still being checked"), journal: path + RoundJournal.suffix))
    file.check(claimed: true)
    #expect(file.waiting.isEmpty)
    #expect(try makeStore(at: path).count() == 2)
  }
}
