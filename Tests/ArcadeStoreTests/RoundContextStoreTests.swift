import ArcadeCore
import ArcadeTestSupport
import Foundation
import GRDB
import Testing

@testable import ArcadeStore

/// A round keeps its context in columns of its own (version 5), finished or unfinished: what it was is read back,
/// never guessed from its seed or a variant's text; a version 4 file is migrated from what it knew (a daily's variant,
/// the chosen-seed flags, the day's first attempts), and one opened read-only still reads.
@Suite struct RoundContextStoreTests {
  static let day = DailyDate("2026-11-26")!

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
    let read = try store.unfinishedRounds(of: "ana", limit: 10).sorted { $0.uid < $1.uid }
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
    let read = Dictionary(uniqueKeysWithValues: try store.unfinishedRounds(of: "ana", limit: 10).map { ($0.uid, $0.context) })
    // Eve's first attempt names the round "plain", but the round is Ana's: it stays free.
    #expect(read == ["chosen": .chosenSeed, "first": .daily(DailyVariant(day: Self.day)), "plain": .free])
  }

  @Test func aVersion4FileOpenedReadOnlyStillReads() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try Self.version4File(at: path)
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
    let read = Dictionary(uniqueKeysWithValues: try store.unfinishedRounds(of: "ana", limit: 10).map { ($0.uid, $0.context) })
    #expect(read == ["chosen": .chosenSeed, "first": .free, "plain": .free])
  }

  /// A version 4 file's finished rounds: a daily and its practice (their day as their variant), a chosen seed's, a free one.
  static func version4Rounds(at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try StoreSchema.migrator.migrate(queue, upTo: "v4-deal-and-moves")
    let tape = try #require(PlayedRound.played().tape)
    try queue.write { db in
      for (uid, variant, assisted) in [
        ("daily", "daily 2026-11-26", 0), ("practice", "daily 2026-11-26 practice", 0), ("chosen", "beginner", 2),
        ("free", "beginner", 0),
      ] {
        try db.execute(
          sql: """
            INSERT INTO round (uid, game, player, startedAt, endedAt, outcome, durationMs, variant, assisted, details, tape)
            VALUES (?, 'minesweeper', 'ana', 1780000000000, 1780000100000, 'won', 100000, ?, ?, '{}', ?)
            """, arguments: [uid, variant, assisted, tape])
      }
    }
    try queue.close()
  }

  @Test func aVersion4FilesDailiesBecomeColumnsWithTheEnginesVariant() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try Self.version4Rounds(at: path)
    let store = try ScoreStore.openCreating(at: path)
    let rows = try store.reader.read { db in
      try Row.fetchAll(db, sql: "SELECT uid, variant, context, day, dayKey FROM round ORDER BY id").map {
        [$0["uid"], $0["variant"], $0["context"], $0["day"], $0["dayKey"]] as [String?]
      }
    }
    #expect(rows == [
      ["daily", "beginner", "daily", "2026-11-26", ""], ["practice", "beginner", "practice", "2026-11-26", ""],
      ["chosen", "beginner", "chosen seed", nil, nil], ["free", "beginner", "free", nil, nil],
    ])
    // Read as the boards' queries select them (these rounds' moves are not their figures: a check would hide them).
    let day = DailyVariant(day: Self.day)
    let board = RoundSelection(game: .minesweeper, daily: day, completedOnly: true, unassistedOnly: false, order: .newestFirst, limit: 10)
    #expect(try store.rounds(matching: board, notPushedTo: nil).map(\.context) == [.daily(day)])
    let any = RoundSelection(game: .minesweeper, outcomes: [.won], unassistedOnly: false, order: .newestFirst, limit: 10)
    #expect(try store.rounds(matching: any, notPushedTo: nil).map(\.context).sorted { $0.storedText < $1.storedText } == [.chosenSeed, .free])
  }

  @Test func aVersion4FilesDailiesStillReadWhenOpenedReadOnly() throws {
    let folder = try TemporaryFolder()
    let path = folder.file()
    try Self.version4Rounds(at: path)
    let store = try #require(try ScoreStore.open(at: path, create: false, access: .readOnly))
    let contexts = try store.allRounds().map(\.context)
    var practice = DailyVariant(day: Self.day)
    practice.practice = true
    #expect(contexts == [.daily(DailyVariant(day: Self.day)), .daily(practice), .chosenSeed, .free])
    let board = RoundSelection(
      game: .minesweeper, daily: DailyVariant(day: Self.day), completedOnly: true, unassistedOnly: false, order: .newestFirst,
      limit: 10)
    #expect(try store.rounds(matching: board, notPushedTo: nil).map(\.context) == [.daily(DailyVariant(day: Self.day))])
    #expect(try store.finishedDailies(player: "ana", games: [.minesweeper]).count == 2)
  }
}
