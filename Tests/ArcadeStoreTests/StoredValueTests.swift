import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// Every stored value is decoded failably: a row that cannot be read is skipped and counted, never trapped on.
@Suite("Stored values the arcade did not write")
struct StoredValueTests {
  static let breakages = [
    "player = X'00FF'",
    "startedAt = 9223372036854775807",
    "startedAt = -9223372036854775808",
    "endedAt = 1e300",
    "score = 'lots'",
    "moves = 99999999999999999999",
    "details = X'FF'",
    "assisted = 4",
    "outcome = 'perhaps'",
    "variant = X'00'",
  ]

  @Test(arguments: breakages)
  func aRowThatCannotBeReadIsSkippedAndCounted(_ breakage: String) throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock, .mock, .mock])
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in try db.execute(sql: "UPDATE round SET \(breakage) WHERE id = 2") }
      try queue.close()
    }
    let before = try #require(bytes(of: path))
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
    let expected = 2
    #expect(try store.allRounds().count == expected)
    #expect(try store.rounds(matching: RoundSelection(game: .minesweeper, order: .scoreDescending, limit: 10)).count == expected)
    #expect(store.unreadableRoundCount == 1)

    let csv = folder.file("rounds.csv")
    #expect(try RoundsCSV.export(from: store, to: csv) == expected)
    #expect(try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\r\n").count == expected + 1)
    #expect(bytes(of: path) == before)
  }

  @Test func settingsThatAreNotTextTakeTheirDefaults() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let store = try makeStore(at: path)
    try store.setSettings(["player.name": "ada", "display.colors": "false"])
    try store.writing { db in try db.execute(sql: "UPDATE setting SET value = X'00FF' WHERE key = 'player.name'") }
    #expect(try store.setting("player.name") == nil)
    #expect(try store.allSettings() == ["display.colors": "false"])
  }

  /// A failed export leaves no partial file and an earlier export as it was.
  @Test func aFailedExportLeavesTheEarlierOne() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    try store.save(.mock)
    let csv = folder.file("rounds.csv")
    try Data("earlier export\r\n".utf8).write(to: URL(fileURLWithPath: csv))
    // A store whose rows cannot be read: the table is not there.
    try store.writing { db in try db.execute(sql: "ALTER TABLE round RENAME TO gone") }
    #expect(throws: StoreError.self) { try RoundsCSV.export(from: store, to: csv) }
    #expect(try String(contentsOfFile: csv, encoding: .utf8) == "earlier export\r\n")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("partial") }
    #expect(leftovers.isEmpty)
  }
}
