import ArcadeCore
import ArcadeTestSupport
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// An unfinished round keeps its context in a column of its own (version 5): what it was is read back, never guessed
/// from its seed; a version 4 file is migrated from what it knew (its chosen-seed flag, the day's first attempts), and
/// one opened read-only still reads.
@Suite struct UnfinishedContextTests {
  static let day = DailyDate(dayNumber: 20_600)

  static func unfinished(_ uid: String, game: GameID = .minesweeper, player: String = "ana", context: RoundContext = .free)
    -> UnfinishedRound
  {
    UnfinishedRound(
      uid: uid, game: game, player: player, options: "{}", startedAt: Date(timeIntervalSince1970: 1_780_000_000),
      leftAt: Date(timeIntervalSince1970: 1_780_000_100), clockMilliseconds: 5_000, summary: uid, tape: Data([1, 2, 3]),
      context: context)
  }

  @Test func everyContextIsReadBackAsItWasKept() throws {
    let folder = try TemporaryFolder()
    let store = try ScoreStore.openCreating(at: folder.file())
    let contexts: [RoundContext] = [
      .free, .chosenSeed, .daily(DailyVariant(day: Self.day)), .daily(DailyVariant(day: Self.day, key: "en-de~1a2b", practice: true)),
    ]
    for (index, context) in contexts.enumerated() { try store.keepUnfinished(Self.unfinished("u\(index)", context: context)) }
    let read = try store.unfinishedRounds(limit: 10).sorted { $0.uid < $1.uid }
    #expect(read.map(\.context) == contexts)
    for context in contexts { #expect(RoundContext(storedText: context.storedText) == context) }
    #expect(RoundContext(storedText: "daily tomorrow") == nil)
  }

  /// A version 4 file with a chosen seed's round, a day's first attempt and an ordinary round.
  static func version4File(at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try StoreSchema.migrator.migrate(queue, upTo: "v4-deal-and-moves")
    try queue.write { db in
      for (uid, chosen) in [("chosen", 1), ("first", 0), ("plain", 0)] {
        try db.execute(
          sql: """
            INSERT INTO unfinished (uid, game, player, options, startedAt, leftAt, clockMs, summary, tape, chosenSeed)
            VALUES (?, 'minesweeper', 'ana', '{}', 1780000000000, 1780000100000, 5000, ?, x'010203', ?)
            """, arguments: [uid, uid, chosen])
      }
      try db.execute(
        sql: "INSERT INTO setting (key, value) VALUES (?, 'first'), ('daily.first minesweeper daily 2026-01-01 eve', 'plain')",
        arguments: ["daily.first minesweeper \(DailyVariant(day: Self.day)) ana"])
    }
    try queue.close()
  }

  @Test func aVersion4FileIsMigratedFromWhatItKnew() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try Self.version4File(at: path)
    let store = try ScoreStore.openCreating(at: path)
    let read = Dictionary(uniqueKeysWithValues: try store.unfinishedRounds(limit: 10).map { ($0.uid, $0.context) })
    // Eve's first attempt names the round "plain", but the round is Ana's: it stays free.
    #expect(read == ["chosen": .chosenSeed, "first": .daily(DailyVariant(day: Self.day)), "plain": .free])
  }

  @Test func aVersion4FileOpenedReadOnlyStillReads() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try Self.version4File(at: path)
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
    let read = Dictionary(uniqueKeysWithValues: try store.unfinishedRounds(limit: 10).map { ($0.uid, $0.context) })
    #expect(read == ["chosen": .chosenSeed, "first": .free, "plain": .free])
  }
}
