import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeStore

/// A run killed while it built a new score file leaves `.arcade.sqlite.new-…` files; the next run that
/// writes removes those older than a minute and leaves a creation still under way alone.
@Suite struct AbandonedNewFileTests {
  func makeFile(_ path: String, ageSeconds: Int) {
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    var times = [timeval(tv_sec: time(nil) - ageSeconds, tv_usec: 0), timeval(tv_sec: time(nil) - ageSeconds, tv_usec: 0)]
    utimes(path, &times)
  }

  @Test(arguments: [false, true])
  func abandonedFilesGoAndFreshOnesStay(scoreFileExists: Bool) throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let name = (path as NSString).lastPathComponent
    if scoreFileExists { _ = try ScoreStore.openCreating(at: path) }
    let old = folder.file(".\(name).new-OLD")
    let fresh = folder.file(".\(name).new-FRESH")
    let unrelated = folder.file(".other.sqlite.new-OLD")
    for file in [old, old + "-journal", unrelated] { makeFile(file, ageSeconds: 3600) }
    makeFile(fresh, ageSeconds: 0)

    _ = try ScoreStore.openCreating(at: path)

    #expect(!FileManager.default.fileExists(atPath: old))
    #expect(!FileManager.default.fileExists(atPath: old + "-journal"))
    #expect(FileManager.default.fileExists(atPath: fresh), "another run may be building it right now")
    #expect(FileManager.default.fileExists(atPath: unrelated))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".new-") }
    #expect(Set(left) == [".\(name).new-FRESH", ".other.sqlite.new-OLD"])
  }

  /// Reading a file only (reports, the menu before its first save) removes nothing.
  @Test func aReadOnlyOpenRemovesNothing() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    _ = try ScoreStore.openCreating(at: path)
    let old = folder.file(".\((path as NSString).lastPathComponent).new-OLD")
    makeFile(old, ageSeconds: 3600)
    _ = try ScoreStore.open(at: path, create: false, access: .readOnly)
    #expect(FileManager.default.fileExists(atPath: old))
  }
}
