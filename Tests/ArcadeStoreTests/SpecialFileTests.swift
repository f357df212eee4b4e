import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// Paths that are not regular files are refused before anything opens them; an empty file is nobody's.
@Suite("Not a score file")
struct SpecialFileTests {
  @Test func aFIFOIsRefusedWithoutOpeningIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.path()
    #expect(mkfifo(path, 0o644) == 0)
    let expected = StoreError.notARegularFile(path: path, kind: "a FIFO (named pipe)")
    // Opening a FIFO for reading blocks until a writer comes: a hang here is the bug.
    #expect(throws: expected) { _ = try ScoreStore.open(at: path, create: true) }
    #expect(throws: expected) { _ = try ScoreStore.open(at: path, create: false, access: .readOnly) }
    #expect(throws: expected) { _ = try ScoreRecovery.recover(from: path) }
    let file = ScoreFile(path: path)
    file.checkForWriting()
    #expect(file.statusLine == "arcade.sqlite is a FIFO (named pipe), not a score file")
    #expect(file.save(.mock).isWaiting)
    #expect(!expected.description.contains("\n"))
  }

  @Test func aDeviceIsRefused() {
    #expect(throws: StoreError.notARegularFile(path: "/dev/null", kind: "a character device")) {
      _ = try ScoreStore.open(at: "/dev/null", create: true)
    }
    #expect(FileKind.of("/dev/zero") == .special("a character device"))
  }

  @Test func anEmptyFileIsNeverMadeADatabase() throws {
    let folder = try TemporaryFolder()
    let path = folder.path()
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let file = ScoreFile(path: path)
    #expect(file.statusLine == "arcade.sqlite is an empty file, not a score database")
    file.checkForWriting()
    #expect(file.save(.mock).isWaiting)
    try? file.setSetting("player.name", "eve")
    _ = file.finish()
    #expect(bytes(of: path) == Data())
  }
}
