import ArcadeCore
import Foundation
import Testing

/// Content files have limits nobody reaches by hand, and only regular files are read.
@Suite("Content file limits")
struct ContentFileTests {
  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("arcade-content-\(UUID().uuidString)-\(name)").path
  }

  @Test func aFIFOIsNamedAsOneAndNotOpened() throws {
    let path = temporaryPath("list.json")
    #expect(mkfifo(path, 0o644) == 0)
    defer { unlink(path) }
    // Opening a FIFO for reading blocks until a writer comes: a hang here is the bug.
    #expect(throws: ContentError.notARegularFile(file: path, kind: "a FIFO (named pipe)")) {
      try WordList(contentsOfFile: path)
    }
  }

  @Test func devZeroIsADeviceNotAPermissionProblem() {
    let error = ContentError.notARegularFile(file: "/dev/zero", kind: "a character device")
    #expect(throws: error) { try WordList(contentsOfFile: "/dev/zero") }
    #expect(error.description == "/dev/zero: is a character device, not a regular file — give the path of a content file")
  }

  @Test func aFileBeyondTheSizeLimitIsRefusedUnread() throws {
    let path = temporaryPath("huge.json")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { unlink(path) }
    #expect(truncate(path, 51 << 20) == 0)  // sparse: 51 MB that take no room
    let error = ContentError.tooLarge(file: path, bytes: 51 << 20, limit: ContentFile.maximumBytes)
    #expect(throws: error) { try WordList(contentsOfFile: path) }
    #expect(error.description.hasSuffix("is more than a content file may have (1048576 bytes)"))
  }

  @Test func aListBeyondTheEntryLimitIsRefused() throws {
    let pairs = (0...WordList.maximumPairs).map { #"{"source": "w\#($0)", "target": "m\#($0)"}"# }
    let json = #"{"format": 1, "source": {"code": "en", "name": "English"}, "target": {"code": "es", "name": "Spanish"}, "pairs": ["#
      + pairs.joined(separator: ",") + "]}"
    #expect(throws: ContentError.tooManyEntries(file: "big.json", count: WordList.maximumPairs + 1, limit: WordList.maximumPairs)) {
      try WordList(decoding: Data(json.utf8), file: "big.json")
    }
  }

  @Test(arguments: ["\u{202E}olleh", "a\u{2066}b", "\u{202A}x"])
  func bidiOverridesAreRefused(_ text: String) {
    #expect(TextTidiness.problem(in: text) == "contains a bidirectional override character")
  }
}
