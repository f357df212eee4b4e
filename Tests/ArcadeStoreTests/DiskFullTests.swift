import ArcadeTestSupport
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
  /// The room reserved when the arcade started takes the round the full disk refused; it is saved once there is room.
  @Test(.enabled(if: SmallDisk.isAvailable, "tmpfs cannot be mounted here (not root, or no CAP_SYS_ADMIN): skipped"))
  func aFullDiskJournalsTheRoundInTheReservedRoomAndSavesItLater() throws {
    let disk = try #require(SmallDisk(kilobytes: 1024))
    let path = disk.path + "/arcade.sqlite"
    try makeFile(at: path, rounds: [.mock])
    let file = ScoreFile(path: path)
    file.checkForWriting()
    #expect(file.keep(.mock).savedID != nil)
    let reserve = RoundJournal(beside: path).reserve.path
    #expect(FileManager.default.fileExists(atPath: reserve))

    let filler = disk.fill()
    let outcome = file.keep(.mock(player: "full"))
    guard case .waiting(let reason, _) = outcome else {
      Issue.record("expected the round to wait in the journal on a full disk, got \(outcome)")
      return
    }
    #expect(reason.kind == .diskFull && reason.label == "the disk is full")
    #expect(RoundJournal(beside: path).read().rounds.map(\.round.player) == ["full"])

    unlink(filler)
    #expect(file.keep(.mock(player: "room again")).savedID != nil)
    #expect(try makeStore(at: path).allRounds().map(\.player) == ["ada", "ada", "full", "room again"])
    #expect(ScoreStore.quickCheck(at: path, busyTimeout: 0.1) == nil)
    // The room is set aside again for the next time.
    #expect(FileManager.default.fileExists(atPath: reserve))
  }

  /// The play-test: a 200 KB disk with little or nothing free lost 15 of 18 rounds and left the journal empty. (320 KB
  /// now: a new file with the index by seed, schema v6, and its journal's reserve took more than 200 KB; with the
  /// races' tables, schema v10, more than 256 KB.)
  @Test(
    .enabled(if: SmallDisk.isAvailable, "tmpfs cannot be mounted here (not root, or no CAP_SYS_ADMIN): skipped"),
    arguments: [0, 16, 64, 127])
  func noRoundIsLostOnANearlyFullDisk(freeKilobytes: Int) throws {
    let disk = try #require(SmallDisk(kilobytes: 320))
    let path = disk.path + "/arcade.sqlite"
    let file = ScoreFile(path: path)
    file.checkForWriting()
    #expect(file.keep(.mock(player: "first")).savedID != nil)
    let filler = disk.fill()
    if freeKilobytes > 0 { truncate(filler, off_t(max(0, fileSize(filler) - freeKilobytes * 1024))) }
    var kept: [String] = []
    for index in 0..<18 {
      switch file.keep(.mock(player: "p\(index)")) {
      case .saved, .waiting: kept.append("p\(index)")
      case .keptForSession(let reason): Issue.record("p\(index) lost with \(freeKilobytes) KB free: \(reason)")
      }
    }
    #expect(kept.count == 18)
    // Every round is in the file or in the journal, which the next arcade with room saves.
    let saved = try makeStore(at: path).allRounds().map(\.player)
    let waiting = RoundJournal(beside: path).read().rounds.map(\.round.player)
    #expect(Set(saved + waiting) == Set(["first"] + kept), "saved \(saved), waiting \(waiting)")
    #expect(saved.count + waiting.count == 19)
  }

  private func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }
}
