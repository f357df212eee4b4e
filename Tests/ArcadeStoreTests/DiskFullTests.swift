import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// A small tmpfs, mounted for the test and unmounted after: needs root (or CAP_SYS_ADMIN).
final class SmallDisk {
  let folder: TemporaryFolder
  var path: String { folder.url.path }

  init?(kilobytes: Int) {
    guard let folder = try? TemporaryFolder() else { return nil }
    self.folder = folder
    let status = mount("tmpfs", folder.url.path, "tmpfs", 0, "size=\(kilobytes)k")
    if status != 0 { return nil }
  }

  deinit { umount(path) }

  /// True where tmpfs can be mounted here (root in a container that allows it).
  static let isAvailable: Bool = SmallDisk(kilobytes: 64) != nil

  /// Fills the disk with a file of zeros until it is full.
  func fill() -> String {
    let filler = path + "/filler"
    let handle = open(filler, O_WRONLY | O_CREAT, 0o644)
    let block = [UInt8](repeating: 0, count: 4096)
    while write(handle, block, block.count) > 0 {}
    close(handle)
    return filler
  }
}

@Suite("A full disk")
struct DiskFullTests {
  @Test(.enabled(if: SmallDisk.isAvailable, "tmpfs cannot be mounted here (not root, or no CAP_SYS_ADMIN): skipped"))
  func aFullDiskKeepsTheRoundForTheSessionAndSavesLaterOnes() throws {
    let disk = try #require(SmallDisk(kilobytes: 1024))
    let path = disk.path + "/arcade.sqlite"
    try makeFile(at: path, rounds: [.mock])
    let file = ScoreFile(path: path)
    file.checkForWriting()
    #expect(file.save(.mock).savedID != nil)

    let filler = disk.fill()
    let outcome = file.save(.mock(player: "full"))
    guard case .notKept(let reason) = outcome else {
      Issue.record("expected notKept on a full disk, got \(outcome)")
      return
    }
    #expect(reason.hasPrefix("the disk is full"))

    unlink(filler)
    #expect(file.save(.mock(player: "room again")).savedID != nil)
    #expect(try makeStore(at: path).allRounds().map(\.player) == ["ada", "ada", "room again"])
    #expect(ScoreStore.quickCheck(at: path, busyTimeout: 0.1) == nil)
  }
}
