import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeStore

@Suite("RoundSelection, executed by the store")
struct SelectionTests {
  /// Saves `rounds` into a fresh store; the folder lives as long as the returned value.
  func store(with rounds: [PlayedRound]) throws -> (ScoreStore, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    try store.save(contentsOf: rounds)
    return (store, folder)
  }

  func scores(_ store: ScoreStore, _ selection: RoundSelection) throws -> [Int?] {
    try store.rounds(matching: selection).map(\.score)
  }

  @Test func gameAndVariant() throws {
    let (store, folder) = try store(with: [
      .mock(.pathfinder, variant: "5x5", score: 1), .mock(.pathfinder, variant: "6x6", score: 2),
      .mock(.minesweeper, variant: "5x5", score: 3), .mock(.pathfinder, variant: nil, score: 4),
    ])
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    #expect(try scores(store, RoundSelection(game: .pathfinder, variant: "5x5", order: .scoreDescending, limit: 10)) == [1])
    #expect(try scores(store, RoundSelection(game: .pathfinder, order: .scoreDescending, limit: 10)) == [4, 2, 1])
  }

  @Test func outcomes() throws {
    let (store, folder) = try store(with: [
      .mock(outcome: .won, score: 1), .mock(outcome: .lost, score: 2), .mock(outcome: .draw, score: 3),
      .mock(outcome: .finished, score: 4),
    ])
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    #expect(
      try scores(store, RoundSelection(game: .pathfinder, outcomes: [.won, .draw], order: .scoreDescending, limit: 10))
        == [3, 1])
    #expect(try scores(store, RoundSelection(game: .pathfinder, order: .scoreDescending, limit: 10)) == [4, 3, 2, 1])
  }

  @Test func completedOnlyAndUnassistedOnly() throws {
    let (store, folder) = try store(with: [
      .mock(score: 1), .mock(score: 2, endedAfter: nil), .mock(score: 3, assisted: true),
    ])
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    let all = RoundSelection(game: .pathfinder, completedOnly: false, unassistedOnly: false, order: .scoreDescending, limit: 10)
    #expect(try scores(store, all) == [3, 2, 1])
    #expect(try scores(store, RoundSelection(game: .pathfinder, unassistedOnly: false, order: .scoreDescending, limit: 10)) == [3, 1])
    #expect(
      try scores(
        store, RoundSelection(game: .pathfinder, completedOnly: false, unassistedOnly: true, order: .scoreDescending, limit: 10))
        == [2, 1])
  }

  @Test func scoreDescendingPutsUnscoredLastAndTiesByEndTime() throws {
    let (store, folder) = try store(with: [
      .mock(player: "late", score: 5, endedAfter: 300), .mock(player: "none", score: nil),
      .mock(player: "early", score: 5, endedAfter: 100), .mock(player: "top", score: 9),
    ])
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    let rounds = try store.rounds(matching: RoundSelection(game: .pathfinder, order: .scoreDescending, limit: 10))
    #expect(rounds.map(\.player) == ["top", "early", "late", "none"])
  }

  @Test func durationAscendingPutsUntimedLast() throws {
    let (store, folder) = try store(with: [
      .mock(player: "slow", duration: 90_000), .mock(player: "untimed", duration: nil),
      .mock(player: "fast", duration: 30_000), .mock(player: "mid", duration: 60_000),
    ])
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    let selection = RoundSelection(game: .pathfinder, order: .durationAscending, limit: 10)
    #expect(try store.rounds(matching: selection).map(\.player) == ["fast", "mid", "slow", "untimed"])
    var three = selection
    three.limit = 3
    #expect(try store.rounds(matching: three).map(\.player) == ["fast", "mid", "slow"])
  }

  @Test func newestFirstAndLimit() throws {
    let (store, folder) = try store(with: (1...8).map { .mock(score: $0, endedAfter: Double($0) * 10) })
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    #expect(try scores(store, RoundSelection(game: .pathfinder, order: .newestFirst, limit: 5)) == [8, 7, 6, 5, 4])
    #expect(try scores(store, RoundSelection(game: .pathfinder, order: .newestFirst, limit: 0)) == [])
  }

  @Test func recentRoundsOfOnePlayer() throws {
    let (store, folder) = try store(with: (1...30).map {
      .mock(player: $0.isMultiple(of: 2) ? "ada" : "bob", score: $0, endedAfter: Double($0))
    } + [.mock(player: "ada", score: 99, endedAfter: nil), .mock(.minesweeper, player: "ada", score: 98)])
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    let recent = try store.recentRounds(game: .pathfinder, player: "ada", limit: 20)
    #expect(recent.map(\.score) == stride(from: 30, through: 2, by: -2).map { $0 })
    #expect(try store.recentRounds(game: .pathfinder, player: "ada", limit: 3).map(\.score) == [30, 28, 26])
  }

  @Test func reportRanksWithTheBoardsRule() throws {
    let (store, folder) = try store(with: [.mock(player: "a", score: 5), .mock(player: "b", score: 7), .mock(player: "c", score: 5)])
    defer { withExtendedLifetime(folder) {} }  // the file must outlive every query
    let report = try store.report(for: .mockScores)
    #expect(report.rows.map(\.rank) == [1, 2, 2])
    #expect(report.rows.map(\.round.player) == ["b", "a", "c"])
  }
}
