import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// What `arcade scores` does (table, JSON, export) never changes a byte and reads through a writer's lock.
@Suite("Reports only read")
struct ReportsReadOnlyTests {
  func everyReport(_ path: String, exportTo csv: String) throws -> Int {
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly, busyTimeout: 1))
    let report = try store.report(for: .mockScores)
    _ = LeaderboardTextTable.render([report])
    _ = LeaderboardJSON.encode([report])
    return try RoundsCSV.export(from: store, to: csv)
  }

  @Test func reportsLeaveTheFileAsItWas() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: (0..<50).map { PlayedRound.mock(score: $0) })
    let before = try #require(bytes(of: path))
    for _ in 0..<3 { #expect(try everyReport(path, exportTo: folder.file("rounds.csv")) == 50) }
    #expect(bytes(of: path) == before)
    #expect((bytes(of: path + "-wal") ?? Data()).isEmpty)
  }

  @Test func reportsReadThroughAWritersLock() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock(score: 1)])
    let locker = try Locker(path: path)
    defer { try? locker.release() }
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly, busyTimeout: 0))
    #expect(try store.report(for: .mockScores).rows.count == 1)
    #expect(try everyReport(path, exportTo: folder.file("rounds.csv")) == 1)
  }
}
