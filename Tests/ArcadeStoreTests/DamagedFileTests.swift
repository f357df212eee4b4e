import ArcadeTestSupport
import ArcadeCore
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// A file the arcade did not make healthy is never written: damaged pages, truncation, damage found late.
@Suite("Damaged score files")
struct DamagedFileTests {
  /// A small database of several pages: rounds, settings, every index.
  func pristineFile(in folder: TemporaryFolder) throws -> Data {
    let path = folder.file("pristine.sqlite")
    let store = try makeStore(at: path)
    try store.save(contentsOf: (0..<400).map { PlayedRound.mock(player: "player-\($0 % 7)", score: $0) })
    try store.setSettings(["player.name": "ada", "display.colors": "true"])
    try (store.writer as? DatabasePool)?.close()
    return try #require(bytes(of: path))
  }

  /// Everything a run does to the file: opening, the check, a save, a setting, a board, the exit.
  func play(_ path: String) -> (outcome: SaveResult, status: String?) {
    let file = ScoreFile(path: path)
    _ = try? file.setting("player.name")
    file.checkForWriting()
    let outcome = file.keep(.mock)
    try? file.setSetting("display.colors", "false")
    _ = try? file.rounds(matching: RoundSelection(game: .pathfinder, order: .scoreDescending, limit: 10))
    _ = file.finish()
    return (outcome, file.statusLine)
  }

  @Test func everyPageDamagedInTurnIsReportedAndNeverWritten() throws {
    let folder = try TemporaryFolder()
    let pristine = try pristineFile(in: folder)
    let pages = pristine.count / 4096
    #expect(pages >= 8)
    for page in 0..<pages {
      let path = folder.file("page-\(page).sqlite")
      let broken = damaged(pristine, page: page, seed: UInt64(page))
      try write(broken, to: path)

      let (outcome, status) = play(path)
      #expect(bytes(of: path) == broken, "page \(page) was written")
      #expect(outcome.isWaiting, "page \(page): \(outcome)")
      #expect(status?.contains("damaged") == true, "page \(page): \(status ?? "no status")")
      #expect(RoundJournal(beside: path).read().rounds.count == 1, "page \(page)")
      // A read-only connection may leave an empty log beside the file; nothing is ever logged into it.
      #expect((bytes(of: path + "-wal") ?? Data()).isEmpty, "page \(page)")
    }
  }

  @Test func aTruncatedFileIsReportedAndNeverWritten() throws {
    let folder = try TemporaryFolder()
    let pristine = try pristineFile(in: folder)
    for length in [100, 4096, pristine.count / 2, pristine.count - 4096] {
      let path = folder.file("cut-\(length).sqlite")
      let cut = pristine.prefix(length)
      try write(Data(cut), to: path)
      let (outcome, status) = play(path)
      #expect(bytes(of: path) == Data(cut), "cut at \(length)")
      #expect(outcome.isWaiting, "cut at \(length): \(outcome)")
      #expect(status != nil, "cut at \(length)")
    }
  }

  /// Damage `quick_check` cannot see (an index entry pointing nowhere) found by a later statement:
  /// from then on the store writes nothing.
  @Test func damageFoundByALaterStatementStopsEveryWrite() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    let store = try makeStore(at: path)
    try store.save(.mock)
    let damage = StoreError.damaged(path: path)
    #expect(store.foundDamage == nil)
    _ = try? store.reading { _ throws -> Int in throw DatabaseError(resultCode: .SQLITE_CORRUPT) }
    #expect(store.foundDamage == damage)
    #expect(throws: damage) { try store.save(.mock) }
    #expect(throws: damage) { try store.setSetting("player.name", "eve") }
  }

  @Test func quickCheckSaysSoundOrDamaged() throws {
    let folder = try TemporaryFolder()
    let pristine = try pristineFile(in: folder)
    let path = folder.file()
    try write(pristine, to: path)
    #expect(ScoreStore.quickCheck(at: path, busyTimeout: 0.1) == nil)
    try write(damaged(pristine, page: 3, seed: 3), to: path)
    #expect(ScoreStore.quickCheck(at: path, busyTimeout: 0.1)?.meansDamaged == true)
  }

  @Test func recoveryCopiesWhatCanBeReadAndLeavesTheDamagedFile() throws {
    let folder = try TemporaryFolder()
    let pristine = try pristineFile(in: folder)
    let tableRoot = try DatabaseQueue(path: folder.file("pristine.sqlite")).read { db in
      try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'round'")
    }
    var recoveredSomewhere = false
    // Page 0 holds the header: without it nothing opens (`arcade scores --recover` then says so).
    // Every third page, and the table's root, keep the suite fast.
    for page in 1..<(pristine.count / 4096) where page % 3 == 1 || page + 1 == tableRoot {
      let path = folder.file("page-\(page).sqlite")
      let broken = damaged(pristine, page: page, seed: UInt64(page))
      try write(broken, to: path)
      let report = try ScoreRecovery.recover(from: path, at: Date(timeIntervalSince1970: 1_800_000_000))
      #expect(bytes(of: path) == broken, "page \(page)")
      let recovered = try #require(try ScoreStore.open(at: report.target, create: false, access: .readOnly))
      #expect(ScoreStore.quickCheck(at: report.target, busyTimeout: 0.1) == nil)
      #expect(try recovered.count() == report.rounds)
      #expect(report.rounds + report.lostRounds <= 400)
      // One damaged page holds at most a few hundred rows of one table or index; an index or the
      // table still names the others. With the table's root page gone no row can be reached: the
      // rounds are rebuilt from the indexes (what the boards rank by, without moves, seed, details).
      #expect(report.rounds >= 300, "page \(page): \(report)")
      if page + 1 == tableRoot {
        #expect(report.partlyRecovered == report.rounds)
        let scores = try recovered.allRounds().compactMap(\.score)
        #expect(scores.count == report.rounds)
      }
      if report.rounds == 400 { recoveredSomewhere = true }
    }
    #expect(recoveredSomewhere)
  }

  /// A file cut short (it gave up on every one): the rounds whose pages survive come back, the file is left as it is.
  @Test func recoveryReadsATruncatedFileUpToWhereItWasCut() throws {
    let folder = try TemporaryFolder()
    let pristine = try pristineFile(in: folder)
    for fraction in [0.95, 0.8, 0.6] {
      let length = Int(Double(pristine.count) * fraction) / 4096 * 4096 + 100
      let path = folder.file("cut-\(length).sqlite")
      let cut = Data(pristine.prefix(length))
      try write(cut, to: path)
      let report = try ScoreRecovery.recover(from: path, at: Date(timeIntervalSince1970: 1_800_000_000 + fraction))
      #expect(bytes(of: path) == cut)
      #expect(report.rounds > 0, "cut to \(fraction): \(report)")
      #expect(report.rounds + report.lostRounds <= 400)
      let recovered = try #require(try ScoreStore.open(at: report.target, create: false, access: .readOnly))
      #expect(try recovered.count() == report.rounds)
    }
  }

  @Test func recoveryNamesANewFileEachTime() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try makeFile(at: path, rounds: [.mock])
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let first = try ScoreRecovery.recover(from: path, at: now)
    let second = try ScoreRecovery.recover(from: path, at: now)
    #expect(first.target == path + ".recovered-20270115-080000.sqlite")
    #expect(second.target == path + ".recovered-20270115-080000-2.sqlite")
    #expect(first.rounds == 1 && second.rounds == 1)
  }
}
