import ArcadeCore
import ArcadeTestSupport
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// A score file keeps each verdict a board found, so the next run replays nothing it checked; an edited round, or a
/// kept verdict moved onto another round, is checked again and hidden as before.
@Suite("Verdicts kept in the score file")
struct KeptVerdictStoreTests {
  static func keptRows(_ path: String) throws -> [String: String] {
    try DatabaseQueue(path: path).read { db in
      Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT row, verdict FROM round_verdict").map { ($0[0], $0[1]) })
    }
  }

  @Test func aBoardKeepsWhatItFoundForTheNextRun() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("arcade.sqlite")
    let store = try ScoreStore.openCreating(at: path)
    for seed in 11...13 { try store.save(PlayedRound.played(player: "ana", seed: UInt64(seed)), uid: UUID().uuidString) }
    var forged = PlayedRound.played(player: "eve", seed: 16)
    forged.durationMilliseconds = 10
    let forgedID = try store.save(forged, uid: UUID().uuidString)
    #expect(try store.rounds(matching: CheckedBoardTests.beginner).count == 3)
    let kept = try Self.keptRows(path)
    #expect(kept.count == 4)
    #expect(kept["\(forgedID)"] == "refused differs time")

    // The next run takes them: a verdict changed in the file is what it finds (nothing is replayed).
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "UPDATE round_verdict SET verdict = 'refused differs score' WHERE row = '1'")
    }
    let next = try #require(try ScoreStore.open(at: path, create: false))
    #expect(Set(try next.rounds(matching: CheckedBoardTests.beginner).map(\.id)) == [.local(2), .local(3)])
    #expect(next.lastCheck.withLock { $0.hidden } == [.differs("score"): 1, .differs("time"): 1])
  }

  @Test func anEditedRoundOrAVerdictMovedOntoAnotherRoundIsCheckedAgain() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("arcade.sqlite")
    let store = try ScoreStore.openCreating(at: path)
    let honest = try store.save(PlayedRound.played(player: "ana", seed: 11), uid: UUID().uuidString)
    var forged = PlayedRound.played(player: "eve", seed: 12)
    forged.durationMilliseconds = 10
    let forgedID = try store.save(forged, uid: UUID().uuidString)
    #expect(try store.rounds(matching: CheckedBoardTests.beginner).map(\.id) == [.local(honest)])

    // Hostile edits: the honest round made faster; the honest round's entry copied onto the forged one.
    try DatabaseQueue(path: path).write { db in
      try db.execute(sql: "UPDATE round SET durationMs = 5 WHERE id = ?", arguments: [honest])
      try db.execute(
        sql: "UPDATE round_verdict SET digest = (SELECT digest FROM round_verdict WHERE row = ?), verdict = 'verified' WHERE row = ?",
        arguments: ["\(honest)", "\(forgedID)"])
    }
    let next = try #require(try ScoreStore.open(at: path, create: false))
    #expect(try next.rounds(matching: CheckedBoardTests.beginner).isEmpty)
    #expect(next.lastCheck.withLock { $0.hidden } == [.differs("time"): 2])
    // What it found again replaced the entries that no longer matched.
    #expect(try Self.keptRows(path) == ["\(honest)": "refused differs time", "\(forgedID)": "refused differs time"])
  }

  @Test func aFileOpenedReadOnlyKeepsNothingAndTheHistoryUsesWhatIsKept() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("arcade.sqlite")
    let store = try ScoreStore.openCreating(at: path)
    let id = try store.save(PlayedRound.played(player: "ana", seed: 11), uid: UUID().uuidString)
    let reader = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
    #expect(reader.verdicts(on: try reader.allRounds()) == [.local(id): .verified])
    #expect(try Self.keptRows(path).isEmpty)
    #expect(store.verdicts(on: try store.allRounds()) == [.local(id): .verified])
    #expect(try Self.keptRows(path) == ["\(id)": "verified"])
  }

  @Test func theFrontEndsFileChecksARoundOnceItIsSaved() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("arcade.sqlite")
    let file = ScoreFile(path: path, checksSavedRounds: true)
    file.checkForWriting()
    var forged = PlayedRound.played(player: "eve", seed: 12)
    forged.score = 1_000
    let ids = [PlayedRound.played(player: "ana", seed: 11), forged].compactMap { file.keep($0).savedID }
    file.savedRoundChecks.wait()
    #expect(try Self.keptRows(path) == ["\(ids[0])": "verified", "\(ids[1])": "refused differs score"])

    // A file that does not (scripts, tests) leaves them to the first board that shows them.
    let other = folder.file("other.sqlite")
    let plain = ScoreFile(path: other)
    plain.checkForWriting()
    #expect(plain.keep(PlayedRound.played(player: "ana", seed: 11)).savedID != nil)
    plain.savedRoundChecks.wait()
    #expect(try Self.keptRows(other).isEmpty)
  }
}
