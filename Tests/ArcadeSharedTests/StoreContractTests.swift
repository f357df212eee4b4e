import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import Foundation
import Testing
@testable import ArcadeTUI

/// One contract for every score store: the in-memory keeper scene tests use, the SQLite store the front end uses,
/// and the shared board on PostgreSQL in front of its local file.
///
/// Each case saves the same rounds into a fresh store of each kind and expects the same answer. The PostgreSQL
/// store takes part when ARCADE_TEST_POSTGRES names a server (`make test` starts one); without it, a plain
/// `swift test` checks the other two and `sharedBoardTakesPart` records the skip.
@Suite struct StoreContractTests {
  /// A fresh store of each kind (the SQLite ones in a temporary folder, kept alive by `folder`).
  static func stores() throws -> [(name: String, store: any ScoreKeeping, folder: TemporaryFolder?)] {
    let folder = try TemporaryFolder()
    // The front end's own SQLite store, checked and opened for writing as the loop does after the first frame.
    let file = ScoreFile(path: folder.path + "/contract.sqlite")
    file.checkForWriting()
    var stores: [(name: String, store: any ScoreKeeping, folder: TemporaryFolder?)] = [
      ("memory", MemoryScoreKeeper(), nil), ("sqlite", file, folder),
    ]
    #if SharedBoard
      if TestServer.available {
        stores.append(("postgres", try PushedAtOnce(board: try TestServer.freshBoard(), folder: folder), folder))
      }
    #endif
    return stores
  }

  /// Every store gave the same answer (and every store answered).
  static func agree(_ answers: [String: [String]]) -> Bool {
    let expected = sharedBoardTakesPart ? 3 : 2
    return answers.count == expected && Set(answers.values).count == 1
  }

  /// The PostgreSQL store takes part: built with the shared board and a server named.
  static var sharedBoardTakesPart: Bool {
    #if SharedBoard
      TestServer.available
    #else
      false
    #endif
  }

  #if SharedBoard
    @Test(.enabled(if: TestServer.available, TestServer.skipNote))
    func sharedBoardTakesPart() throws {
      #expect(try Self.stores().map(\.name) == ["memory", "sqlite", "postgres"])
    }
  #endif

  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A round of the fake game; `end` in seconds after `start`, nil for an unfinished round.
  static func round(
    _ player: String, score: Int? = nil, millis: Int64? = nil, end: Double?, outcome: RoundOutcome = .won,
    variant: String? = nil, assistance: RoundAssistance = []
  ) -> PlayedRound {
    var round = PlayedRound(
      game: FakeGame.id, player: player, startedAt: start, endedAt: end.map { start.addingTimeInterval($0) },
      outcome: outcome, score: score, durationMilliseconds: millis, variant: variant, assistance: assistance)
    // The tables below write a daily as its day ("daily 2026-11-26"): that is its context.
    round.readLegacyVariant()
    return round
  }

  /// Keeps `round` in `store`, which must save it at once (every store here can write); its id.
  @discardableResult
  static func save(_ round: PlayedRound, in store: any ScoreKeeping) -> RoundID? {
    let result = store.keep(round)
    guard case .saved(let row) = result else {
      Issue.record("not saved: \(result)")
      return nil
    }
    return .local(row)
  }

  /// The players of what `selection` returns from each store, after saving `rounds` in order.
  static func answers(_ rounds: [PlayedRound], _ selection: RoundSelection) throws -> [String: [String]] {
    var answers: [String: [String]] = [:]
    for (name, store, folder) in try stores() {
      for round in rounds { StoreContractTests.save(round, in: store) }
      answers[name] = try store.rounds(matching: selection).map(\.player)
      _ = folder
    }
    return answers
  }

  static func selection(
    _ order: RoundSelection.Order, limit: Int = 10, completedOnly: Bool = true, unassistedOnly: Bool = true,
    outcomes: Set<RoundOutcome> = [], variant: String? = nil, daily: DailyVariant? = nil
  ) -> RoundSelection {
    RoundSelection(
      game: FakeGame.id, variant: variant, daily: daily, outcomes: outcomes, completedOnly: completedOnly,
      unassistedOnly: unassistedOnly, order: order, limit: limit)
  }

  @Test func scoresDescendTiesGoToTheEarlierEndAndUnscoredComeLast() throws {
    let rounds = [
      Self.round("late95", score: 95, end: 50), Self.round("none", end: 5), Self.round("best", score: 1200, end: 40),
      Self.round("early95", score: 95, end: 10),
    ]
    let answers = try Self.answers(rounds, Self.selection(.scoreDescending))
    #expect(answers["memory"] == ["best", "early95", "late95", "none"])
    #expect(Self.agree(answers), "\(answers)")
  }

  @Test func durationsAscendTiesGoToTheEarlierEndAndUntimedComeLast() throws {
    let rounds = [
      Self.round("slow", millis: 9000, end: 1), Self.round("untimed", end: 2), Self.round("fastLate", millis: 1000, end: 30),
      Self.round("fastEarly", millis: 1000, end: 3),
    ]
    let answers = try Self.answers(rounds, Self.selection(.durationAscending))
    #expect(answers["memory"] == ["fastEarly", "fastLate", "slow", "untimed"])
    #expect(Self.agree(answers), "\(answers)")
  }

  /// Saved in the order they ended, as rounds reach a shared board: there "newest" is the server's receive
  /// time (a client's claimed end cannot hold the top), which then agrees with the end.
  @Test func newestFirstPutsUnfinishedRoundsLast() throws {
    let rounds = [
      Self.round("old", end: 1), Self.round("mid", end: 50), Self.round("new", end: 100), Self.round("unfinished", end: nil),
    ]
    let all = try Self.answers(rounds, Self.selection(.newestFirst, completedOnly: false))
    #expect(all["memory"] == ["new", "mid", "old", "unfinished"])
    #expect(Self.agree(all), "\(all)")
    let completed = try Self.answers(rounds, Self.selection(.newestFirst))
    #expect(completed["memory"] == ["new", "mid", "old"])
    #expect(Self.agree(completed), "\(completed)")
  }

  @Test func unfinishedRoundsAmongScores() throws {
    let rounds = [Self.round("done", score: 10, end: 5), Self.round("quit", score: 10, end: nil)]
    let answers = try Self.answers(rounds, Self.selection(.scoreDescending, completedOnly: false))
    #expect(Self.agree(answers), "\(answers)")
    #expect(Set(answers["memory"] ?? []) == ["done", "quit"])
  }

  @Test func limitsCutAfterOrdering() throws {
    let rounds = (1...7).map { Self.round("p\($0)", score: $0, end: Double($0)) }
    let answers = try Self.answers(rounds, Self.selection(.scoreDescending, limit: 3))
    #expect(answers["memory"] == ["p7", "p6", "p5"])
    #expect(Self.agree(answers), "\(answers)")
    let none = try Self.answers(rounds, Self.selection(.scoreDescending, limit: 0))
    #expect(none["memory"] == [])
    #expect(none["sqlite"] == [])
    #expect(Self.agree(none), "\(none)")
  }

  @Test func helpAndChosenSeedsStayOffRankedSelections() throws {
    let rounds = [
      Self.round("plain", score: 1, end: 1), Self.round("hinted", score: 5, end: 2, assistance: .help),
      Self.round("seeded", score: 9, end: 3, assistance: .chosenSeed),
    ]
    let ranked = try Self.answers(rounds, Self.selection(.scoreDescending))
    #expect(ranked["memory"] == ["plain"])
    #expect(Self.agree(ranked), "\(ranked)")
    let everything = try Self.answers(rounds, Self.selection(.scoreDescending, unassistedOnly: false))
    #expect(everything["memory"] == ["seeded", "hinted", "plain"])
    #expect(Self.agree(everything), "\(everything)")
  }

  @Test func outcomesAndVariantsFilter() throws {
    let rounds = [
      Self.round("wonA", score: 1, end: 1, variant: "a"), Self.round("lostA", score: 2, end: 2, outcome: .lost, variant: "a"),
      Self.round("wonB", score: 3, end: 3, variant: "b"),
    ]
    let answers = try Self.answers(rounds, Self.selection(.scoreDescending, outcomes: [.won], variant: "a"))
    #expect(answers["memory"] == ["wonA"])
    #expect(Self.agree(answers), "\(answers)")
  }

  @Test func theChosenSeedSurvivesTheRoundTrip() throws {
    for (_, store, folder) in try Self.stores() {
      let id = Self.save(Self.round("seeded", score: 1, end: 1, assistance: [.chosenSeed, .help]), in: store)
      #expect(id != nil)
      let back = try store.rounds(matching: Self.selection(.scoreDescending, unassistedOnly: false))
      #expect(back.first?.id == id)
      #expect(back.first?.assistance == [.chosenSeed, .help])
      _ = folder
    }
  }

  /// A board of any variant never takes a daily, ranked or practice; the day's own board takes its ranked attempts.
  @Test func dailiesStayOffBoardsOfAnyVariant() throws {
    let rounds = [
      Self.round("open", score: 1, end: 1, variant: "5x4"), Self.round("none", score: 2, end: 2),
      Self.round("daily", score: 3, end: 3, variant: "daily 2026-11-26"),
      Self.round("practice", score: 4, end: 4, variant: "daily 2026-11-26 practice"),
    ]
    let any = try Self.answers(rounds, Self.selection(.scoreDescending))
    #expect(any["memory"] == ["none", "open"])
    #expect(Self.agree(any), "\(any)")
    let day = try Self.answers(rounds, Self.selection(.scoreDescending, daily: DailyVariant("daily 2026-11-26")))
    #expect(day["memory"] == ["daily"])
    #expect(Self.agree(day), "\(day)")
  }

  /// A player's finished dailies of every game, ranked and practice, and nobody else's or any other round.
  @Test func aPlayersDailiesAreReadBack() throws {
    for (name, store, folder) in try Self.stores() {
      for (player, game, variant, end) in [
        ("ana", GameID.pathfinder, "daily 2026-11-26", 1.0), ("ana", .minesweeper, "daily 2026-11-25 practice", 2),
        ("ana", .minesweeper, "expert", 3), ("bob", .pathfinder, "daily 2026-11-26", 4), ("ana", .wordmatch, "daily 2026-11-26/en-de", 5),
      ] as [(String, GameID, String, Double)] {
        var round = Self.round(player, score: 1, end: end, variant: variant)
        round.game = game
        Self.save(round, in: store)
      }
      var unfinished = Self.round("ana", end: nil, variant: "daily 2026-11-24")
      unfinished.game = .pathfinder
      Self.save(unfinished, in: store)
      let variants = try store.dailyRounds(player: "ana", since: nil).compactMap(\.legacyVariant).sorted()
      #expect(try store.finishedDailies(player: "ana").map(\.variant.description).sorted() == variants, "\(name)")
      #expect(try store.dailyRounds(player: "ana", since: DailyDate("2026-11-26")!).compactMap(\.legacyVariant).sorted() == ["daily 2026-11-26", "daily 2026-11-26/en-de"], "\(name)")
      #expect(variants == ["daily 2026-11-25 practice", "daily 2026-11-26", "daily 2026-11-26/en-de"], "\(name)")
      _ = folder
    }
  }
}
