import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// Paths that are not regular files are refused before anything opens them; an empty file is nobody's.
@Suite("Not a score file")
struct SpecialFileTests {
  @Test func aFIFOIsRefusedWithoutOpeningIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    #expect(mkfifo(path, 0o644) == 0)
    let expected = StoreError.notARegularFile(path: path, kind: "a FIFO (named pipe)")
    // Opening a FIFO for reading blocks until a writer comes: a hang here is the bug.
    #expect(throws: expected) { _ = try ScoreStore.open(at: path, create: true) }
    #expect(throws: expected) { _ = try ScoreStore.open(at: path, create: false, access: .readOnly) }
    #expect(throws: expected) { _ = try ScoreRecovery.recover(from: path) }
    let file = ScoreFile(path: path)
    file.checkForWriting()
    #expect(file.statusLine == "\(path) is a FIFO (named pipe), not a score file")
    // No journal beside a pipe: this run keeps the round.
    #expect(file.keep(.mock) == .keptForSession(reason: "\(path) is a FIFO (named pipe), not a score file"))
    #expect(!FileManager.default.fileExists(atPath: path + RoundJournal.suffix))
    #expect(!expected.description.contains("\n"))
  }

  @Test func aDeviceIsRefused() {
    #expect(throws: StoreError.notARegularFile(path: "/dev/null", kind: "a character device")) {
      _ = try ScoreStore.open(at: "/dev/null", create: true)
    }
    // A round saved to --db /dev/null is kept by this run; nothing is created in /dev (it made /dev/null.waiting.jsonl).
    let file = ScoreFile(path: "/dev/null")
    file.checkForWriting()
    if case .keptForSession = file.keep(.mock) {} else { Issue.record("the round went elsewhere than this run") }
    #expect(!FileManager.default.fileExists(atPath: "/dev/null" + RoundJournal.suffix))
    #expect(FileKind.of("/dev/zero") == .special("a character device"))
  }

  /// /proc and /sys files report a size of 0 and read as text: named whole, for what they are (it read
  /// "version is an empty file").
  @Test func aKernelFileIsNamedWholeForWhatItIs() throws {
    #expect(FileKind.of("/proc/version") == .special("a file the kernel writes as it is read (/proc, /sys)"))
    #expect(throws: StoreError.notARegularFile(path: "/proc/version", kind: "a file the kernel writes as it is read (/proc, /sys)")) {
      _ = try ScoreStore.open(at: "/proc/version", create: true)
    }
    let file = ScoreFile(path: "/proc/version")
    #expect(file.statusLine == "/proc/version is a file the kernel writes as it is read (/proc, /sys), not a score file")
  }

  @Test func anEmptyFileIsNeverMadeADatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let file = ScoreFile(path: path)
    #expect(file.statusLine == "\(path) is an empty file, not a score database")
    file.checkForWriting()
    #expect(file.keep(.mock).isWaiting)
    try? file.setSetting("player.name", "eve")
    _ = file.finish()
    #expect(bytes(of: path) == Data())
  }
}
