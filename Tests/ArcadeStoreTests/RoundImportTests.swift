import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// `arcade scores --import`: the lines printed at exit for rounds that could not be saved anywhere come back.
@Suite struct RoundImportTests {
  @Test func printedLinesPastedWithTheMessageAroundThemAreSavedOnce() throws {
    let folder = try TemporaryFolder()
    let path = folder.file() + "/arcade.sqlite"
    let rounds = [PlayedRound.mock, .mock(player: "bo"), .mockBare]
    let lines = try rounds.map { try #require(WaitingRound(round: $0).importLine) }
    let pasted = (["arcade: 3 rounds were not saved (the disk is full):", "  minesweeper, won by ada"] + lines.map { "  " + $0 })
      .joined(separator: "\n")
    let report = try RoundImport.run(Data(pasted.utf8), into: path, busyTimeout: 0.1)
    #expect(report == RoundImport.Report(saved: 3, alreadyThere: 0, otherLines: 2))
    let back = try makeStore(at: path).allRounds()
    #expect(back.map(\.player) == ["ada", "bo", ""])
    #expect(back.first?.details == PlayedRound.mock.details && back.first?.seed == PlayedRound.mock.seed)
    let again = try RoundImport.run(Data(pasted.utf8), into: path, busyTimeout: 0.1)
    #expect(again.saved == 0 && again.alreadyThere == 3)
    #expect(try makeStore(at: path).count() == 3)
  }

  @Test func linesThatAreNotRoundsSaveNothing() throws {
    let folder = try TemporaryFolder()
    let path = folder.file() + "/arcade.sqlite"
    let report = try RoundImport.run(Data("hello\n{\"uid\":1}\n".utf8), into: path, busyTimeout: 0.1)
    #expect(report == RoundImport.Report(saved: 0, alreadyThere: 0, otherLines: 2))
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
