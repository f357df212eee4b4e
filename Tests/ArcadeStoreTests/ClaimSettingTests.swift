import ArcadeTestSupport
import ArcadeCore
import Foundation
import Testing

@testable import ArcadeStore

/// A setting claimed in one step: what makes a day's first attempt one attempt, whichever arcade starts first.
@Suite struct ClaimSettingTests {
  @Test func theFirstClaimIsKeptAndEveryLaterOneGetsIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let one = ScoreFile(path: path)
    let other = ScoreFile(path: path)
    #expect(one.claimSetting("daily.first x", "uid-1") == "uid-1")
    #expect(other.claimSetting("daily.first x", "uid-2") == "uid-1")
    #expect(other.claimSetting("daily.first y", "uid-3") == "uid-3")
    #expect(try ScoreStore.openCreating(at: path).setting("daily.first x") == "uid-1")
  }

  /// Eight arcades claiming one key at the same moment: one wins, and all eight are told the same winner.
  @Test func claimsAtTheSameMomentAgreeOnOneWinner() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    _ = try ScoreStore.openCreating(at: path)
    let answers = Answers()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let store = (try? ScoreStore.open(at: path, create: false, busyTimeout: 5)) ?? nil
      answers.add((try? store?.claimSetting("daily.first z", "uid-\(index)")) ?? nil)
    }
    #expect(answers.all.count == 8)
    #expect(Set(answers.all).count == 1)
  }

  final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String?] = []
    func add(_ answer: String?) { lock.withLock { answers.append(answer) } }
    var all: [String] { lock.withLock { answers.compactMap { $0 } } }
  }
}
